import type { Notification } from "@kubecloud/sdk";
import { useState } from "react";

const PER_PAGE = 10;
export type StatusFilter = "all" | Notification["status"];

/** The page's status and type filters and its paging: which notifications are shown, and which of them on this page. */
export function useNotificationFilters(list: readonly Notification[]) {
  const [status, setStatus] = useState<StatusFilter>("all");
  const [type, setType] = useState("all");
  const [page, setPage] = useState(1);

  const unread = list.filter((n) => n.status === "unread").length;
  const shown = list.filter((n) => (status === "all" || n.status === status) && (type === "all" || n.type === type));
  const pages = Math.max(1, Math.ceil(shown.length / PER_PAGE));
  const currentPage = Math.min(page, pages);
  const visible = shown.slice((currentPage - 1) * PER_PAGE, currentPage * PER_PAGE);
  // A new filter starts again at the first page.
  const filterStatus = (value: StatusFilter) => {
    setStatus(value);
    setPage(1);
  };
  const filterType = (value: string | null) => {
    setType(value ?? "all");
    setPage(1);
  };
  return { status, type, filterStatus, filterType, unread, shown, visible, pages, currentPage, setPage };
}
