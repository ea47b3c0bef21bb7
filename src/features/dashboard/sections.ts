import { dashboardSections, type DashboardSection } from "../../config/paths.ts";

export const sectionLabels: Record<DashboardSection, string> = {
  overview: "Overview",
  clusters: "Clusters",
  nodes: "My Nodes",
  profile: "Profile",
  ssh: "SSH Keys",
  "add-funds": "Add Funds",
  billing: "Billing History",
  payments: "Payments",
  vouchers: "Vouchers",
  activity: "Activity",
};

/** The section named in the URL, or the overview for anything unknown. */
export function sectionFrom(value: string | null): DashboardSection {
  return (dashboardSections as readonly string[]).includes(value ?? "") ? (value as DashboardSection) : "overview";
}
