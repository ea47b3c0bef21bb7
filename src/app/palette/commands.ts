import type { Deployment, RentableNode } from "@kubecloud/sdk";
import { adminPath, adminSections } from "../../config/admin.ts";
import {
  clusterPath,
  dashboardPath,
  dashboardSections,
  maintenanceAllowed,
  paths,
  type DashboardSection,
} from "../../config/paths.ts";
import { sectionLabels as adminLabels } from "../../features/admin/sections.ts";
import { sectionLabels as dashboardLabels } from "../../features/dashboard/sections.ts";
import { rank, type Findable } from "./fuzzy.ts";
import { goShortcuts } from "./shortcut-list.ts";

export type GroupName = "Recent" | "Pages" | "Clusters" | "Nodes" | "Actions";

/** One result of the palette: a place to go (`to`) or an action to run (`run`). */
export interface Command extends Findable {
  group: Exclude<GroupName, "Recent">;
  /** A second line: what or where it is. */
  hint?: string;
  /** Its keyboard shortcut, shown beside it. */
  keys?: readonly string[];
  to?: string;
  run?: () => void;
}

/** A recently used item as recent.ts keeps it: enough to show and open it while its list is not in the cache. */
export type RecentEntry = Pick<Command, "id" | "label" | "group" | "hint" | "to">;

/** What the palette knows when it opens: the session, what the query cache already holds, and the actions. */
export interface CommandSources {
  signedIn: boolean;
  isAdmin: boolean;
  /** Maintenance is on (as the guard last heard). */
  maintenance: boolean;
  /** The user's clusters and reserved nodes, when the cache holds them (undefined: not known). */
  clusters?: readonly Deployment[];
  rented?: readonly RentableNode[];
  query: string;
  /** The colour scheme shown now (the toggle goes to the other one). */
  scheme: "dark" | "light";
  /** The clusters screen is shown (where `n` starts a new cluster). */
  onClustersScreen: boolean;
  recent: readonly RecentEntry[];
  toggleTheme: () => void;
  signOut: () => void;
  showShortcuts: () => void;
}

const keysOf = (to: string) => goShortcuts.find((shortcut) => shortcut.to === to)?.keys;
const page = (label: string, to: string, hint?: string, aliases?: string[]): Command => ({
  id: `page:${to}`,
  group: "Pages",
  label,
  hint,
  aliases,
  to,
  keys: keysOf(to),
});

/** "1432", "node 1432", "#1432": a grid node's id. */
const gridNodeId = (query: string) => /^(?:grid\s+)?(?:node\s*)?#?(\d{1,9})$/i.exec(query.trim())?.[1];

function pages({ signedIn, isAdmin }: CommandSources): Command[] {
  const list = [
    page("Home", paths.home),
    page("Features", paths.features),
    page("Use Cases", paths.useCases),
    page("Docs", paths.docs, "Guides and the API reference", ["Documentation", "API"]),
    page("Nodes", paths.nodes, "Browse and reserve grid nodes", ["Marketplace", "Grid"]),
    page("Pending Records", paths.pendingRequests, "Payments on their way", ["Pending requests"]),
  ];
  if (!signedIn) return list;
  list.push(page("Dashboard", dashboardPath(), "Overview", ["Home"]));
  // Add Funds is an action below, and Activity has its own page (below); the other sections are places.
  const sections = dashboardSections.filter(
    (s): s is Exclude<DashboardSection, "overview" | "add-funds" | "activity"> =>
      ["overview", "add-funds", "activity"].every((other) => other !== s),
  );
  for (const section of sections)
    list.push(
      page(dashboardLabels[section], dashboardPath(section), "Dashboard", [`Dashboard ${dashboardLabels[section]}`]),
    );
  list.push(page("Notifications", paths.notifications));
  list.push(page("Activity", paths.activity, "What happened on your account", ["History", "Activity log"]));
  if (isAdmin) {
    list.push(page("Admin Panel", adminPath(), "Overview", ["Admin"]));
    for (const section of adminSections.filter((s) => s !== "overview"))
      list.push(page(adminLabels[section], adminPath(section), "Admin panel", [`Admin ${adminLabels[section]}`]));
  }
  return list;
}

function clusters({ clusters = [] }: CommandSources): Command[] {
  return clusters.map(({ cluster }) => ({
    id: `cluster:${cluster.name}`,
    group: "Clusters",
    label: cluster.name,
    hint: `Cluster · ${cluster.nodes.length} ${cluster.nodes.length === 1 ? "node" : "nodes"}`,
    to: clusterPath(cluster.name),
  }));
}

function nodes({ rented = [], query }: CommandSources): Command[] {
  const list: Command[] = rented.map((node) => ({
    id: `node:${node.nodeId}`,
    group: "Nodes",
    label: `Node ${node.nodeId}`,
    hint: `Reserved · ${node.farmName}, ${node.country}`,
    aliases: [String(node.nodeId), node.farmName, node.country],
    to: dashboardPath("nodes"),
  }));
  const id = gridNodeId(query);
  if (id && !rented.some((node) => String(node.nodeId) === id))
    list.push({
      id: `grid:${id}`,
      group: "Nodes",
      label: `Grid Node ${id}`,
      hint: "Find it on the nodes page",
      aliases: [id, `Node ${id}`],
      to: `${paths.nodes}?node=${id}`,
    });
  return list;
}

function actions(sources: CommandSources): Command[] {
  const { signedIn, isAdmin, maintenance, scheme } = sources;
  const action = (id: string, label: string, rest: Omit<Command, "id" | "group" | "label">): Command => ({
    id: `action:${id}`,
    group: "Actions",
    label,
    ...rest,
  });
  const list: Command[] = [];
  if (signedIn)
    list.push(
      action("deploy", "Deploy a Cluster", {
        to: paths.deploy,
        keys: sources.onClustersScreen ? ["n"] : undefined,
        aliases: ["New cluster", "Create cluster"],
      }),
      action("add-funds", "Add Funds", { to: dashboardPath("add-funds"), aliases: ["Top up", "Balance", "Pay"] }),
      action("add-ssh-key", "Add SSH Key", { to: dashboardPath("ssh"), aliases: ["SSH keys"] }),
    );
  list.push(
    action("reserve", "Reserve a Node", { to: paths.nodes, aliases: ["Rent a node"] }),
    action("theme", "Toggle Theme", {
      hint: `Switch to the ${scheme === "dark" ? "light" : "dark"} theme`,
      aliases: ["Dark mode", "Light mode", "Colour scheme", "Color scheme"],
      run: sources.toggleTheme,
    }),
  );
  list.push(action("shortcuts", "Keyboard Shortcuts", { keys: ["?"], run: sources.showShortcuts }));
  if (isAdmin)
    list.push(
      action("maintenance", maintenance ? "Turn Maintenance Off" : "Turn Maintenance On", {
        hint: "Admin panel · Maintenance",
        aliases: ["Maintenance mode"],
        to: adminPath("maintenance"),
      }),
      action("vouchers", "Generate Vouchers", { hint: "Admin panel · Vouchers", to: adminPath("vouchers") }),
    );
  if (signedIn) list.push(action("sign-out", "Sign Out", { aliases: ["Log out"], run: sources.signOut }));
  else
    list.push(
      action("sign-in", "Sign In", { to: paths.signIn, aliases: ["Log in"] }),
      action("sign-up", "Sign Up", { to: paths.signUp, aliases: ["Create account", "Register"] }),
    );
  return list;
}

/**
 * Recently used clusters, nodes and grid nodes that the lists above do not hold (their list is not in the
 * cache, or a grid node not typed now), from what was remembered of them.
 */
function remembered(sources: CommandSources, known: readonly Command[]): Command[] {
  const listed = (id: string) =>
    id.startsWith("grid:") ||
    (id.startsWith("cluster:") && !sources.clusters) ||
    (id.startsWith("node:") && !sources.rented);
  return sources.recent
    .filter((entry) => entry.to && listed(entry.id) && !known.some((command) => command.id === entry.id))
    .map((entry) => ({ ...entry }));
}

/** Every command for this user now. While maintenance is on, a non-admin only gets the pages it leaves open. */
export function buildCommands(sources: CommandSources): Command[] {
  const built = [...pages(sources), ...clusters(sources), ...nodes(sources), ...actions(sources)];
  const all = [...built, ...remembered(sources, built)];
  if (!sources.maintenance || sources.isAdmin) return all;
  return all.filter((command) => !command.to || maintenanceAllowed.includes(command.to.split("?")[0]));
}

export interface Group {
  name: GroupName;
  items: Command[];
}

/** How many recent items the palette shows. */
export const recentShown = 5;

/**
 * The results in groups: recently used first (at most five), then the others' groups, the group with the best
 * match first (while nothing is typed: pages, clusters, nodes, actions).
 */
export function arrange(commands: readonly Command[], query: string, recent: readonly string[]): Group[] {
  const ranked = rank(commands, query, recent).map(({ item }) => item);
  const recentItems = ranked.filter((item) => recent.includes(item.id)).slice(0, recentShown);
  const groups: Group[] = recentItems.length ? [{ name: "Recent", items: recentItems }] : [];
  for (const item of ranked) {
    if (recentItems.includes(item)) continue;
    const group = groups.find((g) => g.name === item.group);
    if (group) group.items.push(item);
    else groups.push({ name: item.group, items: [item] });
  }
  return groups;
}
