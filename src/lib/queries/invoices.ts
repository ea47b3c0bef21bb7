import { queryOptions } from "@tanstack/react-query";
import type { Invoice, KubeCloudClient } from "@kubecloud/sdk";
import { accountQueries } from "./account.ts";

// Apart from account.ts, which the first page's guards read: only the billing and dashboard screens need these.
export const invoiceQueries = {
  /**
   * The account's invoices (`GET /v1/user/invoice`): Billing History lists them, the overview adds them up.
   * Each screen says 'Failed to load invoices' where it shows them, so no toast.
   */
  list: (api: KubeCloudClient) =>
    queryOptions({
      queryKey: [...accountQueries.all(), "invoices"] as const,
      queryFn: async ({ signal }) => (await api.call("get", "/v1/user/invoice", { signal })).invoices,
      meta: { errorToast: false },
    }),
};

/**
 * "Total spent": what the invoices add up to (product-rules §3). Only charges count: an invoice with a total
 * of zero or less spent nothing, as in the original console.
 */
export function totalSpent(invoices: readonly Pick<Invoice, "total">[]): number {
  return invoices.reduce((sum, invoice) => sum + Math.max(0, invoice.total), 0);
}
