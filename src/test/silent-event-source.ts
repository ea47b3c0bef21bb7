/**
 * jsdom has no EventSource, and the live notifications open one whenever a session exists. This one
 * connects nowhere and stays silent, which is what component tests want (tests/setup.ts installs it).
 */
export class SilentEventSource {
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  readonly readyState = 0;
  constructor(readonly url: string) {}
  close() {}
}
