import { z } from "zod";
import { gridRegions } from "../regions.ts";
import type { ClusterDraft } from "../schemas.ts";

// The wizard's cluster in the tab's session storage, per user (product-rules §7): a reload, the back button or
// a detour to add funds keeps everything set. It holds names, sizes, key ids and node ids, never a secret.

export type DraftStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

const draftKey = (userId: number) => `kubecloud.deploy-draft.${userId}`;

/** What a saved draft must have for the wizard to open it (the form's schema then checks every field). */
const savedDraft = z.looseObject({
  name: z.string(),
  vms: z.array(z.looseObject({ key: z.string(), sshKeyIds: z.array(z.unknown()), gpuIds: z.array(z.unknown()) })),
});

function isDraft(value: unknown): value is ClusterDraft {
  return savedDraft.safeParse(value).success;
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
