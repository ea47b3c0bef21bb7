import { operations } from "@kubecloud/sdk";
import { useMutation } from "@tanstack/react-query";
import { showToast } from "../../components/feedback/toasts.tsx";
import { useApi } from "../../lib/api-context.ts";
import { errorText } from "../../lib/error-text.ts";
import { saveFile } from "../../lib/save-file.ts";

/** The name an invoice's PDF is saved under (the server's own name is not readable across origins). */
export const invoiceFileName = (id: number) => `invoice-${id}.pdf`;

/** GET /v1/user/invoice/{id} as a Blob, saved as invoice-{id}.pdf; a failure says 'Failed to download invoice'. */
export function useDownloadInvoice() {
  const api = useApi();
  return useMutation({
    mutationFn: async (id: number) => {
      const pdf = await api.call("get", "/v1/user/invoice/{invoice_id}", { params: { path: { invoice_id: id } } });
      saveFile(pdf, invoiceFileName(id));
    },
    onError: (error) => {
      const title = operations.downloadInvoice.errorMessage;
      const detail = errorText(error);
      showToast({ severity: "error", title, message: detail === title ? undefined : detail });
    },
    meta: { errorToast: false },
  });
}
