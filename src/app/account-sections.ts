// The money and account sections of the dashboard, in one lazily loaded chunk: six chunks of their own
// split the code the first load shares with them into many small chunks, which made `/` heavier.
export { ProfileSection } from "../features/profile/ProfileSection.tsx";
export { SshKeysSection } from "../features/ssh-keys/SshKeysSection.tsx";
export { AddFundsSection } from "../features/billing/AddFundsSection.tsx";
export { InvoicesSection } from "../features/billing/InvoicesSection.tsx";
export { PaymentsSection } from "../features/billing/PaymentsSection.tsx";
export { VouchersSection } from "../features/billing/VouchersSection.tsx";
