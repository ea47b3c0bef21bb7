import { Stack } from "@mantine/core";
import { PendingRecords } from "../../entities/pending-records/PendingRecords.tsx";
import { SectionHeader } from "../../components/SectionHeader.tsx";

/** Payments: card charges, vouchers and credits, and how much of each has been transferred. */
export function PaymentsSection() {
  return (
    <Stack>
      <SectionHeader
        title="Payments"
        description="Money you added, and how much of it has been transferred to your balance."
      />
      <PendingRecords />
    </Stack>
  );
}
