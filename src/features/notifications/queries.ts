import { queryOptions, useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { constants, type KubeCloudClient, type Notification } from "@kubecloud/sdk";
import { useApi } from "../../lib/api-context.ts";

/** The signed-in user's notifications; the bell, the page and the live events share these keys. */
export const notificationQueries = {
  all: () => ["notifications"] as const,
  /** The latest notifications (product-rules §7: `GET /v1/notifications?limit=50`), newest first. */
  list: (api: KubeCloudClient) =>
    queryOptions({
      queryKey: [...notificationQueries.all(), "latest"] as const,
      queryFn: async ({ signal }) =>
        (
          await api.call("get", "/v1/notifications", {
            params: { query: { limit: constants.notificationPageSize } },
            signal,
          })
        ).notifications,
    }),
};

type Update = (list: Notification[]) => Notification[];

/** Updates the cached list (when there is one) through the list's own typed key. */
export function updateList(queryClient: QueryClient, api: KubeCloudClient, update: Update) {
  queryClient.setQueryData(notificationQueries.list(api).queryKey, (list) => (list ? update(list) : list));
}

function useUpdateList() {
  const queryClient = useQueryClient();
  const api = useApi();
  return (update: Update) => updateList(queryClient, api, update);
}

const now = () => new Date().toISOString().replace(/\.\d+Z$/, "Z");

/** Mark read/unread, delete one, read all, delete all: each updates the cached list once the server agrees. */
export function useNotificationActions() {
  const api = useApi();
  const update = useUpdateList();
  const setStatus = (id: string, status: Notification["status"]) =>
    update((list) =>
      list.map((n) => (n.id === id ? { ...n, status, read_at: status === "read" ? now() : undefined } : n)),
    );

  const markRead = useMutation({
    mutationFn: (id: string) =>
      api.call("patch", "/v1/notifications/{notification_id}/read", { params: { path: { notification_id: id } } }),
    onSuccess: (_data, id) => setStatus(id, "read"),
  });
  const markUnread = useMutation({
    mutationFn: (id: string) =>
      api.call("patch", "/v1/notifications/{notification_id}/unread", { params: { path: { notification_id: id } } }),
    onSuccess: (_data, id) => setStatus(id, "unread"),
  });
  const remove = useMutation({
    mutationFn: (id: string) =>
      api.call("delete", "/v1/notifications/{notification_id}", { params: { path: { notification_id: id } } }),
    onSuccess: (_data, id) => update((list) => list.filter((n) => n.id !== id)),
  });
  const markAllRead = useMutation({
    mutationFn: () => api.call("patch", "/v1/notifications/read-all"),
    onSuccess: () =>
      update((list) => list.map((n) => (n.status === "unread" ? { ...n, status: "read", read_at: now() } : n))),
  });
  const removeAll = useMutation({
    mutationFn: () => api.call("delete", "/v1/notifications"),
    onSuccess: () => update(() => []),
  });
  return { markRead, markUnread, remove, markAllRead, removeAll };
}
