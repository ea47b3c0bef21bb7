import { describe, expect, it } from "vitest";
import { loadDraft, saveDraft } from "./draft.ts";

function storage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe("the wizard's draft", () => {
  it("keeps the chosen region across a reload", () => {
    const store = storage();
    saveDraft(store, 12, { name: "web2", vms: [], region: "Europe" });
    expect(loadDraft(store, 12)).toEqual({ name: "web2", vms: [], region: "Europe" });
  });

  it("reads a region it does not know (an older or edited draft) as every region", () => {
    const store = storage();
    store.setItem("kubecloud.deploy-draft.12", JSON.stringify({ name: "web2", vms: [], region: "Atlantis" }));
    expect(loadDraft(store, 12)).toEqual({ name: "web2", vms: [], region: null });
    store.setItem("kubecloud.deploy-draft.12", JSON.stringify({ name: "web2", vms: [] }));
    expect(loadDraft(store, 12)?.region).toBeNull();
  });
});
