import { adminSections, type AdminSection } from "../../config/admin.ts";

export const sectionLabels: Record<AdminSection, string> = {
  overview: "Overview",
  users: "Users",
  vouchers: "Vouchers",
  invoices: "Invoices",
  payments: "Payments",
  emails: "Emails",
  maintenance: "Maintenance",
};

/** The section named in the URL, or the overview for anything unknown. */
export function sectionFrom(value: string | null): AdminSection {
  return (adminSections as readonly string[]).includes(value ?? "") ? (value as AdminSection) : "overview";
}
