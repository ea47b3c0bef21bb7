// `events follow`: the live stream, one line per event, reconnecting as the SDK does.
import type { Command } from "commander";
import type { EventMessage } from "@kubecloud/sdk";
import { example, group, parseNumber } from "../command-kit.ts";
import { dateTime } from "../format.ts";
import { openLiveEvents } from "../live.ts";
import type { Runtime } from "../runtime.ts";

const severityColours: Record<string, string> = { success: "32", error: "31", warning: "33", info: "34" };

function eventLine(rt: Runtime, event: EventMessage, texts: Record<string, string>): string {
  const data = event.data as { message?: unknown };
  const message = typeof data.message === "string" && data.message ? data.message : (texts[event.type] ?? texts.other);
  const severity = rt.color
    ? `\u001b[${severityColours[event.severity] ?? "0"}m${event.severity}\u001b[0m`
    : event.severity;
  return `${dateTime(event.timestamp)}  ${severity.padEnd(rt.color ? severity.length : 7)} ${event.type}: ${message}`;
}

async function follow(rt: Runtime, options: { json?: boolean; count?: string }): Promise<void> {
  const count =
    options.count === undefined ? Infinity : parseNumber("--count", options.count, { integer: true, min: 1 });
  const sdk = await import("@kubecloud/sdk");
  const api = await rt.api();
  // A cheap authenticated call first: the SDK refreshes an expired token (or says the session is over).
  await api.call("get", "/v1/user/");
  const texts: Record<string, string> = { ...sdk.messages.events, other: "System notification" };
  let seen = 0;
  let done = false;
  let stop: () => void = () => {};
  const stopped = new Promise<void>((resolve) => (stop = resolve));
  const live = await openLiveEvents(api, {
    onEvent: (event) => {
      if (done) return;
      rt.out(options.json ? JSON.stringify(event) : eventLine(rt, event, texts));
      seen += 1;
      if (seen >= count) stop();
    },
    onConnectionChange: (connected) => {
      if (!options.json && !done) rt.err(connected ? texts.connected : "Disconnected, reconnecting…");
    },
    onParseError: () => {
      if (rt.env.KUBECLOUD_DEBUG) rt.err("An unreadable event was skipped");
    },
  });
  // Ctrl-C (or a supervisor's SIGTERM) ends the follow normally: exit 0.
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
  await stopped;
  done = true;
  process.off("SIGINT", stop);
  process.off("SIGTERM", stop);
  live.close();
}

export function register(program: Command, rt: () => Runtime): void {
  const events = group(program, "events", "Live events: deployments, billing, nodes, account");
  example(events, "kubecloud events follow");
  example(
    events
      .command("follow")
      .description("Print live events as they arrive, one per line, until Ctrl-C")
      .option("--json", "one JSON object per line (the SDK's event, as sent)")
      .option("--count <n>", "stop after n events")
      .action((options: { json?: boolean; count?: string }) => follow(rt(), options)),
    "kubecloud events follow",
    "kubecloud events follow --json | jq -r .type",
  );
}
