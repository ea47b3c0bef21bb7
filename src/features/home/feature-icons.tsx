// The feature cards' icons: the home page loads no icon font.
import { icon } from "../../components/icon.tsx";

const family = { size: 32, strokeWidth: 1.75 };

export const CloudIcon = /* @__PURE__ */ icon(
  [
    "M6.657 18c-2.572 0 -4.657 -2.007 -4.657 -4.483c0 -2.475 2.085 -4.482 4.657 -4.482c.393 -1.762 1.794 -3.2 3.675 -3.773c1.88 -.572 3.956 -.193 5.444 1c1.488 1.19 2.162 3.007 1.77 4.769h.99c1.913 0 3.464 1.56 3.464 3.486c0 1.927 -1.551 3.487 -3.465 3.487h-11.878",
  ],
  "CloudIcon",
  family,
);
export const ShieldLockIcon = /* @__PURE__ */ icon(
  [
    "M12 3a12 12 0 0 0 8.5 3a12 12 0 0 1 -8.5 15a12 12 0 0 1 -8.5 -15a12 12 0 0 0 8.5 -3",
    "M11 11a1 1 0 1 0 2 0a1 1 0 1 0 -2 0",
    "M12 12l0 2.5",
  ],
  "ShieldLockIcon",
  family,
);
export const PulseIcon = /* @__PURE__ */ icon(["M3 12h4l3 8l4 -16l3 8h4"], "PulseIcon", family);
export const RocketIcon = /* @__PURE__ */ icon(
  [
    "M4 13a8 8 0 0 1 7 7a6 6 0 0 0 3 -5a9 9 0 0 0 6 -8a3 3 0 0 0 -3 -3a9 9 0 0 0 -8 6a6 6 0 0 0 -5 3",
    "M7 14a6 6 0 0 0 -3 6a6 6 0 0 0 6 -3",
    "M14 9a1 1 0 1 0 2 0a1 1 0 1 0 -2 0",
  ],
  "RocketIcon",
  family,
);
export const TeamIcon = /* @__PURE__ */ icon(
  [
    "M10 13a2 2 0 1 0 4 0a2 2 0 0 0 -4 0",
    "M8 21v-1a2 2 0 0 1 2 -2h4a2 2 0 0 1 2 2v1",
    "M15 5a2 2 0 1 0 4 0a2 2 0 0 0 -4 0",
    "M17 10h2a2 2 0 0 1 2 2v1",
    "M5 5a2 2 0 1 0 4 0a2 2 0 0 0 -4 0",
    "M3 13v-1a2 2 0 0 1 2 -2h2",
  ],
  "TeamIcon",
  family,
);
export const SlidersIcon = /* @__PURE__ */ icon(
  [
    "M4 6l8 0",
    "M16 6l4 0",
    "M14 4l0 4",
    "M4 12l2 0",
    "M10 12l10 0",
    "M8 10l0 4",
    "M4 18l11 0",
    "M19 18l1 0",
    "M17 16l0 4",
  ],
  "SlidersIcon",
  family,
);
