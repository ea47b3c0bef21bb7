// The SDK's live event stream for a CLI run (used by `events follow` and as the node tracker's wake-ups).
import type { EventMessage, KubeCloudClient, LiveEvents } from "@kubecloud/sdk";

export interface LiveOptions {
  onEvent: (event: EventMessage) => void;
  onConnectionChange?: (connected: boolean) => void;
  onParseError?: (error: unknown, raw: string) => void;
}

/**
 * Opens the stream with the session's current access token (call any API first so that the SDK has
 * refreshed it). The console spaces events 2 s apart for its toasts; a terminal shows them as they come.
 */
export async function openLiveEvents(api: KubeCloudClient, options: LiveOptions): Promise<LiveEvents> {
  const sdk = await import("@kubecloud/sdk");
  const live = sdk.createLiveEvents({
    url: (token) => api.eventsUrl(token),
    createEventSource: sdk.fetchEventSource(),
    spacingMs: 0,
    queueSize: 1000,
    ...options,
  });
  live.setToken(api.tokens.getAccessToken());
  return live;
}
