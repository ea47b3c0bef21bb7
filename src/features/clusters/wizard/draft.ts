import { gridRegions } from "../regions.ts";
import type { ClusterDraft } from "../vm.ts";

// The wizard's cluster in the tab's session storage, per user (product-rules §7): a reload, the back button or
// a detour to add funds keeps everything set. It holds names, sizes, key ids and node ids, never a secret.

export type DraftStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

const draftKey = (userId: number) => `kubecloud.deploy-draft.${userId}`;

function isDraft(value: unknown): value is ClusterDraft {
  const draft = value as ClusterDraft | null;
  return (
    typeof draft?.name === "string" &&
    Array.isArray(draft.vms) &&
    draft.vms.every((vm) => typeof vm.key === "string" && Array.isArray(vm.sshKeyIds) && Array.isArray(vm.gpuIds))
  );
}

export function loadDraft(storage: DraftStorage, userId: number): ClusterDraft | null {
  try {
    const saved: unknown = JSON.parse(storage.getItem(draftKey(userId)) ?? "null");
    if (!isDraft(saved)) return null;
    // A region this console does not know (an older or edited draft) means every region.
    const region = (gridRegions as readonly unknown[]).includes(saved.region) ? saved.region : null;
    return { ...saved, region };
  } catch {
    return null;
  }
}

export function saveDraft(storage: DraftStorage, userId: number, draft: ClusterDraft): void {
  storage.setItem(draftKey(userId), JSON.stringify(draft));
}

export function clearDraft(storage: DraftStorage, userId: number): void {
  storage.removeItem(draftKey(userId));
}
