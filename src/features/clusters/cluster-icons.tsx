import { icon } from "../../components/icon.tsx";

// Icons of the clusters screens (loaded with them, never with the first load).

export const RefreshIcon = icon(
  ["M20 11a8.1 8.1 0 0 0 -15.5 -2m-.5 -4v4h4", "M4 13a8.1 8.1 0 0 0 15.5 2m.5 4v-4h-4"],
  "RefreshIcon",
);
export const CloseIcon = icon(["M18 6l-12 12", "M6 6l12 12"], "CloseIcon");
export const DotIcon = icon(["M12 12m-3 0a3 3 0 1 0 6 0a3 3 0 1 0 -6 0"], "DotIcon");
export const WandIcon = icon(
  [
    "M6 21l15 -15l-3 -3l-15 15l3 3",
    "M15 6l3 3",
    "M9 3a2 2 0 0 0 2 2a2 2 0 0 0 -2 2a2 2 0 0 0 -2 -2a2 2 0 0 0 2 -2",
    "M19 13a2 2 0 0 0 2 2a2 2 0 0 0 -2 2a2 2 0 0 0 -2 -2a2 2 0 0 0 2 -2",
  ],
  "WandIcon",
);
export const TerminalIcon = icon(["M5 7l5 5l-5 5", "M12 19l7 0"], "TerminalIcon");
export const EyeIcon = icon(
  [
    "M10 12a2 2 0 1 0 4 0a2 2 0 0 0 -4 0",
    "M21 12c-2.4 4 -5.4 6 -9 6c-3.6 0 -6.6 -2 -9 -6c2.4 -4 5.4 -6 9 -6c3.6 0 6.6 2 9 6",
  ],
  "EyeIcon",
);
/** Tabler's "copy": two sheets, for Clone. */
export const CloneIcon = icon(
  [
    "M7 7m0 2.667a2.667 2.667 0 0 1 2.667 -2.667h8.666a2.667 2.667 0 0 1 2.667 2.667v8.666a2.667 2.667 0 0 1 -2.667 2.667h-8.666a2.667 2.667 0 0 1 -2.667 -2.667z",
    "M4.012 16.737a2.005 2.005 0 0 1 -1.012 -1.737v-10c0 -1.1 .9 -2 2 -2h10c.75 0 1.158 .385 1.5 1",
  ],
  "CloneIcon",
);
/** Tabler's "upload", for Import. */
export const UploadIcon = icon(
  ["M4 17v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2 -2v-2", "M7 9l5 -5l5 5", "M12 4l0 12"],
  "UploadIcon",
);
