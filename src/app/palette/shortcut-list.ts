import { dashboardPath, paths } from "../../config/paths.ts";

// The keyboard shortcuts (issue 25), in one place: the key handler acts on them, the palette shows them next
// to its items and the `?` dialog lists them.

/** How long after `g` its second key still counts (a `g` alone does nothing). */
export const sequenceTimeoutMs = 1500;

/** The `g` sequences: `g` then a letter goes somewhere. */
export const goShortcuts = [
  { keys: ["g", "d"], what: "Go to the dashboard", to: dashboardPath() },
  { keys: ["g", "n"], what: "Go to the nodes", to: paths.nodes },
  { keys: ["g", "c"], what: "Go to your clusters", to: dashboardPath("clusters") },
] as const;

/** Whether `location` is the clusters screen (its sort and search may be in the query too), where `n` works. */
export const isClustersScreen = ({ pathname, search }: { pathname: string; search: string }) =>
  pathname === paths.dashboard && new URLSearchParams(search).get("section") === "clusters";

/** A line of the help: the keys (a sequence unless `joiner` says otherwise) and what they do. */
export interface KeyHelp {
  keys: readonly string[];
  joiner?: string;
  what: string;
}

/** Every shortcut with what it does, for the help dialog. */
export const shortcutHelp: KeyHelp[] = [
  { keys: ["Ctrl", "K"], joiner: " + ", what: "Open the command palette (⌘K on a Mac)" },
  ...goShortcuts,
  { keys: ["n"], what: "New cluster (on the clusters screen)" },
  { keys: ["/"], what: "Search this screen (nodes, clusters, admin users and vouchers)" },
  { keys: ["?"], what: "Show these shortcuts" },
];

/** The keys of the palette itself. */
export const paletteKeys: KeyHelp[] = [
  { keys: ["↑", "↓"], joiner: " / ", what: "Move between results" },
  { keys: ["Home", "End"], joiner: " / ", what: "First or last result" },
  { keys: ["Enter"], what: "Open or run the result" },
  { keys: ["Esc"], what: "Close" },
];
