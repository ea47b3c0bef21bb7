import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { constants, type KubeCloudClient, type Notification } from "@kubecloud/sdk";
import { useApi } from "../../lib/api-context.ts";
import { queryKeys } from "../../lib/query-keys.ts";

/** The latest notifications (spec §7: `GET /v1/notifications?limit=50`), newest first. */
export const notificationsQuery = (api: KubeCloudClient) =>
  queryOptions({
    queryKey: queryKeys.notifications,
    queryFn: async () =>
      (await api.call("get", "/v1/notifications", { params: { query: { limit: constants.notificationPageSize } } }))
        .notifications,
  });

type Update = (list: Notification[]) => Notification[];

function useUpdateList() {
  const queryClient = useQueryClient();
  return (update: Update) =>
    queryClient.setQueryData<Notification[]>(queryKeys.notifications, (list) => (list ? update(list) : list));
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
