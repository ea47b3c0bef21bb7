import { describe, expect, it } from "vitest";
import { matchScore, rank } from "./fuzzy.ts";

const item = (id: string, label = id, aliases?: string[]) => ({ id, label, aliases });
const labels = (items: { item: { label: string } }[]) => items.map(({ item }) => item.label);

describe("matchScore", () => {
  it("ranks exact > prefix > word start > subsequence", () => {
    const exact = matchScore("nodes", "Nodes")!;
    const prefix = matchScore("nod", "Nodes")!;
    const wordStart = matchScore("nod", "My Nodes")!;
    const subsequence = matchScore("mnd", "My Nodes")!;
    expect(exact).toBeGreaterThan(prefix);
    expect(prefix).toBeGreaterThan(wordStart);
    expect(wordStart).toBeGreaterThan(subsequence);
    expect(subsequence).toBeGreaterThan(0);
  });

  it("ignores case and extra spaces, and gives 0 for an empty query", () => {
    expect(matchScore("  ADD   funds ", "Add Funds")).toBe(matchScore("add funds", "Add Funds"));
    expect(matchScore("", "Anything")).toBe(0);
    expect(matchScore("   ", "Anything")).toBe(0);
  });

  it("finds nothing when the letters are not all there in order", () => {
    expect(matchScore("xyz", "Add Funds")).toBeNull();
    expect(matchScore("sdnuf", "Add Funds")).toBeNull();
    expect(matchScore("add funds please", "Add Funds")).toBeNull();
  });

  it("prefers the shorter name among prefixes and the earlier word among word starts", () => {
    expect(matchScore("dash", "Dashboard")!).toBeGreaterThan(matchScore("dash", "Dashboard Clusters")!);
    expect(matchScore("key", "Add Key")!).toBeGreaterThan(matchScore("key", "Add SSH Key")!);
  });

  it("scores a subsequence higher when it hits word starts and runs of letters", () => {
    // "ask" hits the starts of Add, SSH and Key; in "Bask the risk" mostly letters inside words.
    expect(matchScore("ask", "Add SSH Key")!).toBeGreaterThan(matchScore("ask", "Bask the risk")!);
    // The same letters in one run beat them scattered through a word.
    expect(matchScore("abc", "xabcx")!).toBeGreaterThan(matchScore("abc", "xaxbxcx")!);
    // Word starts count more than a run: "tgl" reads as "Trust the goal" before "Toggle".
    expect(matchScore("tgl", "Trust the goal")!).toBeGreaterThan(matchScore("tgl", "Toggle")!);
  });

  it("does not count a match inside a word as a word start", () => {
    const inside = matchScore("ode", "Nodes")!;
    expect(inside).toBeLessThan(2000);
    expect(inside).toBeGreaterThanOrEqual(1000);
  });
});

describe("rank", () => {
  const items = [item("a", "Payments"), item("b", "Pay Now"), item("c", "Pending Records"), item("d", "Pay")];

  it("orders by score, best first, and drops what does not match", () => {
    expect(labels(rank(items, "pay"))).toEqual(["Pay", "Pay Now", "Payments"]);
    expect(labels(rank(items, "pr"))).toEqual(["Pending Records"]);
  });

  it("keeps the given order for an empty query", () => {
    expect(labels(rank(items, ""))).toEqual(["Payments", "Pay Now", "Pending Records", "Pay"]);
  });

  it("puts recently used items first, most recent first when they match as well", () => {
    expect(labels(rank(items, "pay", ["a"]))).toEqual(["Payments", "Pay", "Pay Now"]);
    expect(labels(rank(items, "", ["c", "b"]))).toEqual(["Pending Records", "Pay Now", "Payments", "Pay"]);
    // Among recent ones the better match leads.
    expect(labels(rank(items, "pay", ["a", "d"]))).toEqual(["Pay", "Payments", "Pay Now"]);
  });

  it("finds an item by an alias, a little below its own name", () => {
    const aliased = [item("n", "Nodes", ["Marketplace"]), item("m", "Marketplace")];
    expect(labels(rank(aliased, "market"))).toEqual(["Marketplace", "Nodes"]);
  });
});
