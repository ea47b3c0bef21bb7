import { paths, sectionPath } from "./paths.ts";

// The admin panel's own settings, screen texts and sections, in a module of their own: only the panel and
// the maintenance page's administrator sign-in (both loaded on demand) read them, so none of this is part of
// the first load of / (settings.ts and texts.ts are).

/** The admin panel's sections; the selected one lives in the URL (`?section=`), like the dashboard's. */
export const adminSections = [
  "overview",
  "users",
  "vouchers",
  "invoices",
  "payments",
  "emails",
  "maintenance",
] as const;
export type AdminSection = (typeof adminSections)[number];
export const adminPath = (section: AdminSection = "overview") => sectionPath(paths.admin, section);

/**
 * The panel's limits: the existing front end's (the server has none of these upper bounds). The lower bounds
 * are the contract's (CreditInput, VoucherGenerateInput), checked in features/admin/schemas.test.ts.
 */
export const adminSettings = {
  /** Rows per page of the users, vouchers, invoices and payments tables. */
  pageSize: 10,
  /** Largest credit or voucher value in USD, and most decimals. */
  maxAmountUsd: 10_000,
  amountDecimals: 2,
  maxVoucherCount: 1000,
  maxVoucherExpiryDays: 365,
  voucherDefaults: { value: 50, count: 10, expiryDays: 30 },
  /** Mail to all users: at most this many attachments, each at most this big, of these types. */
  maxAttachments: 5,
  maxAttachmentBytes: 10 * 1024 * 1024,
  attachmentTypes: [".pdf", ".doc", ".docx", ".txt", ".jpg", ".jpeg", ".png", ".gif", ".zip"],
} as const;

/** Loading toasts of the panel's slow calls (the existing front end's texts). */
export const adminTexts = {
  creditingUser: "Crediting user...",
  deletingUser: "Deleting user...",
  generatingVouchers: "Generating vouchers...",
  sendingMail: "Sending email to all users",
} as const;
