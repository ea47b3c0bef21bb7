import { activityKinds, utcDayStart, type ActivityFilter, type ActivityKind } from "@kubecloud/sdk";
import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router-dom";

/** What each kind is called on screen. */
export const kindLabels: Record<ActivityKind, string> = {
  cluster: "Clusters",
  node: "Nodes",
  invoice: "Invoices",
  payment: "Card payments",
  voucher: "Vouchers",
  credit: "Credits",
  notification: "Other",
};

/** One entry's kind, in the singular. */
export const kindLabel: Record<ActivityKind, string> = {
  cluster: "Cluster",
  node: "Node",
  invoice: "Invoice",
  payment: "Payment",
  voucher: "Voucher",
  credit: "Credit",
  notification: "Other",
};

export interface LogView extends ActivityFilter {
  kinds: ActivityKind[];
  from: string;
  to: string;
  page: number;
}

/** Whether any filter is set (a kind or a day). */
export const isFiltered = (view: LogView) => view.kinds.length > 0 || view.from !== "" || view.to !== "";

/** The change that clears every filter. */
export const noFilters: Partial<LogView> = { kinds: [], from: "", to: "" };

// The filters live in the URL (`?kinds=cluster,node&from=2026-03-01&to=2026-03-31&page=2`), so a reload, a
// bookmark or the back button keeps them. On the dashboard they sit beside `section`, which is left alone.
const KEYS = ["kinds", "from", "to", "page"] as const;

/** The log's view as the URL holds it; what is not a kind, a day or a page number is ignored. */
export function readView(params: URLSearchParams): LogView {
  const kinds = (params.get("kinds") ?? "")
    .split(",")
    .filter((k): k is ActivityKind => (activityKinds as readonly string[]).includes(k));
  const day = (key: "from" | "to") => {
    const value = params.get(key) ?? "";
    return utcDayStart(value) === undefined ? "" : value;
  };
  const page = Number(params.get("page"));
  return { kinds, from: day("from"), to: day("to"), page: Number.isInteger(page) && page > 1 ? page : 1 };
}

/** The log's view and a way to change it, kept in the URL's query (replacing the entry, not adding one). */
export function useLogView() {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => readView(params), [params]);
  const update = useCallback(
    (change: Partial<LogView>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          // A new filter starts at the first page.
          const merged = { ...readView(current), page: 1, ...change };
          for (const key of KEYS) next.delete(key);
          if (merged.kinds.length) next.set("kinds", merged.kinds.join(","));
          if (merged.from) next.set("from", merged.from);
          if (merged.to) next.set("to", merged.to);
          if (merged.page > 1) next.set("page", String(merged.page));
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [view, update] as const;
}
