import { queryOptions } from "@tanstack/react-query";
import { isKubeCloudError, type KubeCloudClient, type Notification, type WorkflowStatus } from "@kubecloud/sdk";

/** How a charge ended, as far as the console can tell. */
export interface ChargeOutcome {
  status: WorkflowStatus;
  /** Why it failed, from the stored billing notification (the server's reason, e.g. "Your card was declined."). */
  reason?: string;
}

/** The newest failed-funds notification says why the charge failed (the workflow status does not). */
function failureReason(notifications: Notification[]): string | undefined {
  const failed = notifications.find((n) => n.type === "billing" && n.payload.status === "funds_failed");
  return failed?.payload.error || failed?.payload.message || undefined;
}

/** Billing screens' own data: the progress of a card charge (the invoices are `invoiceQueries`). */
export const billingQueries = {
  all: () => ["billing"] as const,
  /**
   * A charge's workflow (`GET /v1/workflow/{id}`). The server can answer 500 until the workflow is stored,
   * so a server error counts as "still pending"; the screen polls while it is pending or running.
   */
  charge: (api: KubeCloudClient, workflowId: string) =>
    queryOptions({
      queryKey: [...billingQueries.all(), "charge", workflowId] as const,
      queryFn: async ({ signal }): Promise<ChargeOutcome> => {
        let status: WorkflowStatus;
        try {
          status = await api.call("get", "/v1/workflow/{workflow_id}", {
            params: { path: { workflow_id: workflowId } },
            signal,
          });
        } catch (error) {
          if (isKubeCloudError(error) && error.status >= 500) return { status: "pending" };
          throw error;
        }
        if (status !== "failed") return { status };
        const { notifications } = await api
          .call("get", "/v1/notifications", { params: { query: { limit: 10 } }, signal })
          .catch(() => ({ notifications: [] }));
        return { status, reason: failureReason(notifications) };
      },
      staleTime: 0,
      meta: { errorToast: false },
    }),
};

export const isSettled = (outcome: ChargeOutcome | undefined) =>
  outcome?.status === "completed" || outcome?.status === "failed";
