import { Box, Tooltip } from "@mantine/core";
import { useLiveState } from "./live-state.ts";

/** A small dot: green while live events arrive, amber while (re)connecting. */
export function LiveIndicator() {
  const state = useLiveState();
  if (state === "off") return null;
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
