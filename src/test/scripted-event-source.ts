import type { EventMessage } from "@kubecloud/sdk";
import { act, waitFor } from "@testing-library/react";
import { expect, vi } from "vitest";

/**
 * An EventSource the test opens and feeds with live events as the server sends them. `install()` puts it in
 * place of the silent one (undo with `vi.unstubAllGlobals()`); `emit` delivers an event and lets the app's
 * queue handle it (one event every 2 s, product-rules §4), so the test needs fake timers.
 */
export class ScriptedEventSource {
  static created: ScriptedEventSource[] = [];
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  readyState = 0;
  constructor(readonly url: string) {
    ScriptedEventSource.created.push(this);
  }
  close() {
    this.readyState = 2;
  }

  static install(): void {
    ScriptedEventSource.created = [];
    vi.stubGlobal("EventSource", ScriptedEventSource);
  }

  /** Waits until the app has opened its live connection (it loads on demand), then opens it. */
  static async connected(): Promise<ScriptedEventSource> {
    await waitFor(() => expect(ScriptedEventSource.created.length).toBeGreaterThan(0));
    const live = ScriptedEventSource.latest();
    act(() => live.connect());
    return live;
  }

  /** The connection the app has open now. */
  static latest(): ScriptedEventSource {
    const latest = ScriptedEventSource.created[ScriptedEventSource.created.length - 1];
    if (!latest) throw new Error("the app opened no live connection");
    return latest;
  }

  /** Opens the connection (the server's `connected` event). */
  connect(): void {
    this.readyState = 1;
    this.onopen?.(new Event("open"));
    this.send({ type: "connected", severity: "info", data: { message: "", status: "connected" }, timestamp: "" });
  }

  /** Breaks the connection (an `error` event; the app then retries). */
  fail(): void {
    this.onerror?.(new Event("error"));
  }

  send(event: EventMessage): void {
    this.onmessage?.(new MessageEvent("message", { data: JSON.stringify(event) }));
  }

  /** Waits until the app has handled `count` events already sent (the queue takes one every 2 s). */
  async handled(count = 1): Promise<void> {
    await act(() => vi.advanceTimersByTimeAsync(2_000 * count));
  }

  /** Sends `events` and waits until the app has handled each (2 s apart). */
  async emit(...events: EventMessage[]): Promise<void> {
    for (const event of events) {
      act(() => this.send(event));
      await act(() => vi.advanceTimersByTimeAsync(2_000));
    }
  }
}

/** A live event as the server sends it: type, severity, message and status (no subject). */
export function liveEvent(
  type: EventMessage["type"],
  severity: EventMessage["severity"],
  message: string,
  status: string,
  id?: string,
): EventMessage {
  return { type, severity, data: { message, status }, timestamp: "2026-11-25T03:11:29.386Z", ...(id ? { id } : {}) };
}
