// The money and account sections of the dashboard, in one lazily loaded chunk: six chunks of their own
// split the code the first load shares with them into many small chunks, which made `/` heavier. The activity
// log (its page, its section and the overview's panel) travels here too: it shares the invoices, payments, CSV
// and table code with Billing History and Payments, and chunks of its own cost the first load about 400 B.
export { ProfileSection } from "../features/profile/ProfileSection.tsx";
export { SshKeysSection } from "../features/ssh-keys/SshKeysSection.tsx";
export { AddFundsSection } from "../features/billing/AddFundsSection.tsx";
export { InvoicesSection } from "../features/billing/InvoicesSection.tsx";
export { PaymentsSection } from "../features/billing/PaymentsSection.tsx";
export { VouchersSection } from "../features/billing/VouchersSection.tsx";
export { ActivityPage } from "../features/activity/ActivityPage.tsx";
export { ActivitySection } from "../features/activity/ActivitySection.tsx";
export { RecentActivityPanel } from "../features/activity/RecentActivityPanel.tsx";
