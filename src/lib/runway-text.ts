import type { Runway } from "@kubecloud/sdk";
import { formatHourly, formatUsd } from "./format.ts";

// The runway in words, the same on the dashboard's card and in the low-balance banner.

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? "" : "s"}`;

/** "a, b and c" */
const listed = (parts: string[]) =>
  parts.length < 2 ? (parts[0] ?? "") : `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;

/** "Lasts about 12 days", "Less than a day", "Not spending", "In debt", "Nothing left". */
export function runwayHeadline(runway: Runway): string {
  switch (runway.state) {
    case "not-spending":
      return "Not spending";
    case "debt":
      return "In debt";
    case "empty":
      return "Nothing left";
    case "hours":
      return "Less than a day";
    case "days":
      return `Lasts about ${count(runway.days ?? 0, "day")}`;
  }
}

/** "about 5 hours", "less than an hour" */
export function hoursLeft(hours: number): string {
  return hours < 1 ? "less than an hour" : `about ${count(Math.floor(hours), "hour")}`;
}

/** "your 2 reserved nodes and 1 cluster" (what the balance pays for), or "what you run". */
function whatRuns(runway: Runway): string {
  const { reservedNodes, clusters } = runway.stops;
  const parts = [
    reservedNodes > 0 && count(reservedNodes, "reserved node"),
    clusters > 0 && count(clusters, "cluster"),
  ].filter((part): part is string => typeof part === "string");
  return parts.length > 0 ? `your ${listed(parts)}` : "everything you run";
}

/** A debt the balance covers, which it pays first: "" without one. */
const owed = (runway: Runway) =>
  runway.debt > 0 ? `${formatUsd(runway.debt)} of unpaid rent is paid from your balance first. ` : "";

/**
 * What stops and when, in plain words. The server counts rent the balance cannot pay as debt (recomputed
 * every hour from the overdue rent contracts) and pays the debt first from whatever money arrives; the grid
 * puts unpaid contracts (the reserved nodes and the VMs of the clusters) in a grace period, in which they
 * are suspended until the money is there.
 */
export function whatStops(runway: Runway): string {
  const runs = whatRuns(runway);
  switch (runway.state) {
    case "debt":
      return (
        `Your account owes ${formatUsd(runway.debt)} of unpaid rent. Your balance no longer pays for ${runs}: ` +
        "they are in a grace period now and are suspended until the debt is paid. Money you add pays the debt first."
      );
    case "empty":
      return (
        `Your balance is used up: from the next hour, ${runs} go unpaid, into a grace period, and are ` +
        "suspended until you add funds."
      );
    case "hours":
      return (
        owed(runway) +
        `Your balance (${formatUsd(runway.available)}) runs out in ${hoursLeft(runway.hours ?? 0)} at ` +
        `${formatHourly(runway.hourly)} an hour. Then ${runs} go into a grace period and are suspended until you add funds.`
      );
    case "days":
      return (
        owed(runway) +
        `Your balance (${formatUsd(runway.available)}) runs out in about ${count(runway.days ?? 0, "day")} at ` +
        `${formatHourly(runway.hourly)} an hour. Then ${runs} go into a grace period and are suspended until you add funds.`
      );
    case "not-spending":
      return "Nothing you run costs anything now.";
  }
}
