// The use cases' icons (no icon font).
import { icon } from "../../components/icon.tsx";

const family = { size: 40, strokeWidth: 1.5 };

export const BrainIcon = /* @__PURE__ */ icon(
  [
    "M15.5 13a3.5 3.5 0 0 0 -3.5 3.5v1a3.5 3.5 0 0 0 7 0v-1.8",
    "M8.5 13a3.5 3.5 0 0 1 3.5 3.5v1a3.5 3.5 0 0 1 -7 0v-1.8",
    "M17.5 16a3.5 3.5 0 0 0 0 -7h-.5",
    "M19 9.3v-2.8a3.5 3.5 0 0 0 -7 0",
    "M6.5 16a3.5 3.5 0 0 1 0 -7h.5",
    "M5 9.3v-2.8a3.5 3.5 0 0 1 7 0v10",
  ],
  "BrainIcon",
  family,
);
export const BuildingIcon = /* @__PURE__ */ icon(
  ["M3 21l18 0", "M5 21v-14l8 -4v18", "M19 21v-10l-6 -4", "M9 9l0 .01", "M9 12l0 .01", "M9 15l0 .01", "M9 18l0 .01"],
  "BuildingIcon",
  family,
);
export const AntennaIcon = /* @__PURE__ */ icon(
  [
    "M3 13a2 2 0 0 1 2 -2h14a2 2 0 0 1 2 2v4a2 2 0 0 1 -2 2h-14a2 2 0 0 1 -2 -2z",
    "M17 15l0 .01",
    "M13 15l0 .01",
    "M15 11l0 -2",
    "M11.75 8.75a4 4 0 0 1 6.5 0",
    "M8.5 6.5a8 8 0 0 1 13 0",
  ],
  "AntennaIcon",
  family,
);
