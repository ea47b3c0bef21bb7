// The money and account sections of the dashboard, in one lazily loaded chunk: six chunks of their own
// split the code the first load shares with them into many small chunks, which made `/` heavier. The overview's
// spend panel (with d3) is here for the same reason: a chunk of its own added four small shared chunks and ~100 B
// to the first load's chunk map, this adds 8 B.
export { ProfileSection } from "../features/profile/ProfileSection.tsx";
export { SshKeysSection } from "../features/ssh-keys/SshKeysSection.tsx";
export { AddFundsSection } from "../features/billing/AddFundsSection.tsx";
export { InvoicesSection } from "../features/billing/InvoicesSection.tsx";
export { PaymentsSection } from "../features/billing/PaymentsSection.tsx";
export { VouchersSection } from "../features/billing/VouchersSection.tsx";
export { SpendPanel } from "../features/billing/SpendPanel.tsx";
