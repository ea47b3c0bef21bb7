import { Text } from "@mantine/core";
import type { VmDraft } from "../schemas.ts";

const roleLabel = { master: "Master", worker: "Worker" } as const;

/** "Master · 2 vCPU · 4 GB RAM · 25 GB disk" */
export function VmSummary({ vm }: { vm: Pick<VmDraft, "role" | "cpu" | "memoryGb" | "diskGb"> }) {
  return (
    <Text size="sm" c="dimmed">
      {roleLabel[vm.role]} · {vm.cpu} vCPU · {vm.memoryGb} GB RAM · {vm.diskGb} GB disk
    </Text>
  );
}
