import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AdminUser, Invoice } from "@kubecloud/sdk";
import { adminTexts } from "../../config/admin.ts";
import { useApi } from "../../lib/api-context.ts";
import { maintenanceQueries } from "../../lib/queries/maintenance.ts";
import { useExactlyOnce } from "../../lib/use-exactly-once.ts";
import { asAdmin } from "./admin-errors.ts";
import { adminQueries } from "./queries.ts";
import { saveFile } from "../../lib/save-file.ts";
import type { CreditValues, MailValues, VoucherValues } from "./schemas.ts";

// Every admin mutation shows its failure where the admin acted (a form, a dialog), so none toasts. Credits,
// voucher batches and removals are sent once per confirmation, and re-read when no answer came
// (use-exactly-once.ts): a second credit is a second payment.

/** POST /v1/users/{id}/credit. The money arrives later (a workflow), so the balances and payments reload. */
export function useCreditUser() {
  const api = useApi();
  const queryClient = useQueryClient();
  const changed = [adminQueries.users(api).queryKey, adminQueries.payments(api).queryKey];
  return useExactlyOnce({
    mutationFn: ({ user, values }: { user: AdminUser; values: CreditValues }) =>
      asAdmin(api.call("post", "/v1/users/{user_id}/credit", { params: { path: { user_id: user.ID } }, body: values })),
    onSuccess: () => {
      for (const queryKey of changed) void queryClient.invalidateQueries({ queryKey });
    },
    recheck: () => changed,
    meta: { loadingMessage: adminTexts.creditingUser, errorToast: false },
  });
}

/**
 * DELETE /v1/users/{id}. The list changes only once the server has deleted the user (never optimistically):
 * the row goes, then the list and the user count reload.
 */
export function useRemoveUser() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useExactlyOnce({
    mutationFn: (user: AdminUser) =>
      asAdmin(api.call("delete", "/v1/users/{user_id}", { params: { path: { user_id: user.ID } } })),
    onSuccess: (_data, user) => {
      queryClient.setQueryData(adminQueries.users(api).queryKey, (users) => users?.filter((u) => u.ID !== user.ID));
      void queryClient.invalidateQueries({ queryKey: adminQueries.users(api).queryKey });
      void queryClient.invalidateQueries({ queryKey: adminQueries.stats(api).queryKey });
    },
    recheck: () => [adminQueries.users(api).queryKey, adminQueries.stats(api).queryKey],
    meta: { loadingMessage: adminTexts.deletingUser, errorToast: false },
  });
}

/** POST /v1/vouchers/generate; the new vouchers join the cached list at once. */
export function useGenerateVouchers() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useExactlyOnce({
    mutationFn: async ({ value, count, expiryDays }: VoucherValues) =>
      (
        await asAdmin(
          api.call("post", "/v1/vouchers/generate", { body: { value, count, expire_after_days: expiryDays } }),
        )
      ).vouchers,
    onSuccess: (vouchers) => {
      queryClient.setQueryData(adminQueries.vouchers(api).queryKey, (list) => list && [...list, ...vouchers]);
      void queryClient.invalidateQueries({ queryKey: adminQueries.vouchers(api).queryKey });
    },
    recheck: () => [adminQueries.vouchers(api).queryKey],
    meta: { loadingMessage: adminTexts.generatingVouchers, errorToast: false },
  });
}

/** POST /v1/users/mail as multipart/form-data: subject, body and one `attachments` part per file. */
export function useSendMail() {
  const api = useApi();
  return useMutation({
    mutationFn: ({ subject, body, attachments }: MailValues) => {
      const form = new FormData();
      form.append("subject", subject);
      form.append("body", body);
      for (const file of attachments) form.append("attachments", file, file.name);
      return asAdmin(api.call("post", "/v1/users/mail", { body: { subject, body }, bodySerializer: () => form }));
    },
    meta: { loadingMessage: adminTexts.sendingMail, errorToast: false },
  });
}

/**
 * PUT /v1/system/maintenance/status. The route guard's cached status follows at once, so the admin sees
 * the effect without a reload (product-rules §2).
 */
export function useSetMaintenance() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (enabled: boolean) => {
      await asAdmin(api.call("put", "/v1/system/maintenance/status", { body: { enabled } }));
      return enabled;
    },
    onSuccess: (enabled) => {
      queryClient.setQueryData(maintenanceQueries.status(api).queryKey, enabled);
      queryClient.setQueryData(adminQueries.maintenance(api).queryKey, enabled);
    },
    meta: { errorToast: false },
  });
}

/** GET /v1/user/invoice/{id}: the PDF, saved as the server names it. Only the invoice's owner may ask. */
export function useDownloadInvoice() {
  const api = useApi();
  return useMutation({
    mutationFn: async (invoice: Invoice) => {
      const pdf = await api.call("get", "/v1/user/invoice/{invoice_id}", {
        params: { path: { invoice_id: invoice.id } },
      });
      saveFile(pdf, `invoice-${invoice.user_id}-${invoice.id}.pdf`);
    },
  });
}
