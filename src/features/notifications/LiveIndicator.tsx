import { Box, Button, Tooltip } from "@mantine/core";
import { reconnectLive, useLiveState } from "./live-state.ts";

/**
 * A small dot, green while live events arrive and amber while (re)connecting; when the connection is down
 * (its quick retries ran out) it says so plainly and offers to reconnect.
 */
export function LiveIndicator() {
  const state = useLiveState();
  if (state === "idle") return null;
  if (state === "down") {
    return (
      <Tooltip label="Live updates are off. We keep trying every few minutes.">
        <Button
          size="compact-xs"
          variant="light"
          color="yellow"
          onClick={reconnectLive}
          aria-label="Live updates are off. Reconnect"
        >
          Reconnect
        </Button>
      </Tooltip>
    );
  }
  const label = state === "live" ? "Live updates on" : "Reconnecting to live updates…";
  return (
    <Tooltip label={label}>
      <Box
        role="status"
        aria-label={label}
        tabIndex={0}
        w={10}
        h={10}
        style={{ borderRadius: "50%", background: `var(--mantine-color-${state === "live" ? "green" : "yellow"}-6)` }}
      />
    </Tooltip>
  );
}
