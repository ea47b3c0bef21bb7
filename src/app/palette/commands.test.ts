import { describe, expect, it, vi } from "vitest";
import { buildDeployments, buildRentedNodes } from "../../test/builders.ts";
import { arrange, buildCommands, type CommandSources } from "./commands.ts";

function sources(overrides: Partial<CommandSources> = {}): CommandSources {
  return {
    signedIn: true,
    isAdmin: false,
    maintenance: false,
    query: "",
    scheme: "dark",
    onClustersScreen: false,
    recent: [],
    toggleTheme: vi.fn(),
    signOut: vi.fn(),
    showShortcuts: vi.fn(),
    ...overrides,
  };
}
const labelsOf = (commands: { label: string }[]) => commands.map((c) => c.label);
const find = (s: CommandSources, label: string) => buildCommands(s).find((c) => c.label === label);

describe("the palette's commands", () => {
  it("gives a guest the public pages, sign in and sign up, and nothing of an account", () => {
    const labels = labelsOf(buildCommands(sources({ signedIn: false })));
    expect(labels).toEqual(expect.arrayContaining(["Home", "Features", "Docs", "Nodes", "Sign In", "Sign Up"]));
    for (const absent of ["Dashboard", "Notifications", "Add Funds", "Sign Out", "Admin Panel", "Deploy a Cluster"])
      expect(labels).not.toContain(absent);
    expect(find(sources({ signedIn: false }), "Sign Up")?.to).toBe("/sign-up");
  });

  it("gives a user the dashboard and its sections, the actions and sign out, but not the admin panel", () => {
    const labels = labelsOf(buildCommands(sources()));
    expect(labels).toEqual(
      expect.arrayContaining(["Dashboard", "My Nodes", "SSH Keys", "Billing History", "Deploy a Cluster"]),
    );
    expect(labels).toEqual(expect.arrayContaining(["Add Funds", "Add SSH Key", "Reserve a Node", "Toggle Theme"]));
    expect(labels).not.toContain("Admin Panel");
    expect(labels).not.toContain("Turn Maintenance On");
    expect(find(sources(), "Add Funds")?.to).toBe("/dashboard?section=add-funds");
    expect(find(sources(), "Clusters")).toMatchObject({ to: "/dashboard?section=clusters", keys: ["g", "c"] });
    expect(find(sources(), "Dashboard")?.keys).toEqual(["g", "d"]);
  });

  it("offers the activity log once, as its page (not also as the dashboard's section)", () => {
    const activity = buildCommands(sources()).filter((c) => c.label === "Activity");
    expect(activity.map((c) => c.to)).toEqual(["/activity"]);
    expect(labelsOf(buildCommands(sources({ signedIn: false })))).not.toContain("Activity");
  });

  it("gives an admin the panel's sections, maintenance (by its state) and vouchers", () => {
    const admin = sources({ isAdmin: true });
    expect(find(admin, "Users")?.to).toBe("/admin?section=users");
    expect(find(admin, "Turn Maintenance On")?.to).toBe("/admin?section=maintenance");
    expect(find({ ...admin, maintenance: true }, "Turn Maintenance Off")).toBeDefined();
    expect(find(admin, "Generate Vouchers")?.to).toBe("/admin?section=vouchers");
  });

  it("lists the cached clusters and reserved nodes, and a grid node for a typed id", () => {
    const s = sources({ clusters: buildDeployments(), rented: buildRentedNodes(), query: "1432" });
    expect(find(s, "prodcluster")).toMatchObject({ group: "Clusters", to: "/clusters/prodcluster" });
    expect(find(s, "Node 150")).toMatchObject({ group: "Nodes", to: "/dashboard?section=nodes" });
    expect(find(s, "Grid Node 1432")).toMatchObject({ group: "Nodes", to: "/nodes?node=1432" });
    expect(find({ ...s, query: "node #77" }, "Grid Node 77")).toBeDefined();
    // A reserved node's id finds that node, not a second "grid node".
    expect(find({ ...s, query: "150" }, "Grid Node 150")).toBeUndefined();
    expect(find({ ...s, query: "prod" }, "Grid Node prod")).toBeUndefined();
  });

  it("shows `n` beside Deploy a Cluster only on the clusters screen", () => {
    expect(find(sources(), "Deploy a Cluster")?.keys).toBeUndefined();
    expect(find(sources({ onClustersScreen: true }), "Deploy a Cluster")?.keys).toEqual(["n"]);
  });

  it("runs the theme toggle and sign-out given to it", () => {
    const s = sources({ scheme: "light" });
    expect(find(s, "Toggle Theme")?.hint).toBe("Switch to the dark theme");
    find(s, "Toggle Theme")?.run?.();
    find(s, "Sign Out")?.run?.();
    expect(s.toggleTheme).toHaveBeenCalledOnce();
    expect(s.signOut).toHaveBeenCalledOnce();
  });

  it("keeps to the pages maintenance leaves open for a non-admin while it is on", () => {
    const labels = labelsOf(buildCommands(sources({ maintenance: true })));
    expect(labels).toEqual(expect.arrayContaining(["Home", "Nodes", "Docs", "Toggle Theme", "Sign Out"]));
    expect(labels).not.toContain("Dashboard");
    expect(labels).not.toContain("Deploy a Cluster");
    expect(labelsOf(buildCommands(sources({ maintenance: true, isAdmin: true })))).toContain("Admin Panel");
  });

  it("brings back a recent cluster from memory while the cluster list is not in the cache", () => {
    const recent = [
      { id: "cluster:prodcluster", label: "prodcluster", group: "Clusters" as const, to: "/clusters/prodcluster" },
    ];
    expect(find(sources({ recent }), "prodcluster")?.to).toBe("/clusters/prodcluster");
    // Once the list is known, a cluster no longer in it is gone.
    expect(find(sources({ recent, clusters: [] }), "prodcluster")).toBeUndefined();
  });
});

describe("arrange", () => {
  const commands = buildCommands(sources({ clusters: buildDeployments() }));

  it("groups pages, clusters, nodes and actions in that order while nothing is typed", () => {
    expect(arrange(commands, "", []).map((g) => g.name)).toEqual(["Pages", "Clusters", "Actions"]);
  });

  it("puts recently used items first in their own group, the most recent first", () => {
    const groups = arrange(commands, "", ["action:add-funds", "page:/docs"]);
    expect(groups[0]).toMatchObject({ name: "Recent" });
    expect(labelsOf(groups[0].items)).toEqual(["Add Funds", "Docs"]);
    expect(labelsOf(groups.flatMap((g) => g.items)).filter((l) => l === "Docs")).toHaveLength(1);
  });

  it("leads with the group of the best match while typing", () => {
    const groups = arrange(commands, "prodcluster", []);
    expect(groups[0]).toMatchObject({ name: "Clusters" });
    expect(groups[0].items[0].label).toBe("prodcluster");
    expect(arrange(commands, "sign out", [])[0].items[0].label).toBe("Sign Out");
    expect(arrange(commands, "zzzz", [])).toEqual([]);
  });
});
