import { Anchor } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState, type MouseEvent } from "react";
import { gridNetwork, nodeHealthUrl, type GridNetwork } from "../../config/node-health.ts";
import { useApi } from "../../lib/api-context.ts";
import type { OfferedNode } from "./market.ts";
import { twinAccountQuery } from "./queries.ts";

let network: GridNetwork | undefined;
const configuredNetwork = () => (network ??= gridNetwork());

/**
 * "Check Node Health": the node's Grafana dashboard in a new tab (config/node-health.ts). The dashboard needs
 * the account of the node's twin, which is asked for on the first click only (a list shows many nodes; the
 * original console asked for every card as it appeared). Until then the link points at the node's farm, so
 * "open in a new tab" from the menu still lands on the right dashboard.
 */
export function NodeHealthLink({ node }: { node: OfferedNode }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const options = twinAccountQuery(api, node.twinId);
  // What an earlier click fetched (on any row of this twin), read as the row appears; never fetched by itself.
  // No query per row: each would be one more entry in the cache, and one more subscription, for every row
  // drawn as the list scrolls.
  const [accountId, setAccountId] = useState(() => queryClient.getQueryData(options.queryKey)?.account_id);
  const [asking, setAsking] = useState(false);
  const href = nodeHealthUrl({ network: configuredNetwork(), farmId: node.farmId, accountId });

  async function open(event: MouseEvent<HTMLAnchorElement>) {
    if (accountId || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    // The tab opens now, while the click still counts as the user's (a tab opened after the request would be
    // taken for a pop-up), and is sent to the dashboard once the account is known.
    const tab = window.open("", "_blank");
    if (tab) tab.opener = null;
    setAsking(true);
    try {
      const found = await queryClient.fetchQuery(options);
      setAccountId(found.account_id);
      const url = nodeHealthUrl({ network: configuredNetwork(), farmId: node.farmId, accountId: found.account_id });
      if (tab) tab.location.href = url;
      else window.open(url, "_blank", "noopener");
    } catch {
      // The query's error toast says why; the empty tab goes.
      tab?.close();
    } finally {
      setAsking(false);
    }
  }

  if (!(node.twinId > 0 && node.farmId > 0)) return null;
  return (
    <Anchor
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      size="sm"
      onClick={(event) => void open(event)}
      aria-label={`Check the health of node ${node.nodeId} (Grafana, opens in a new tab)`}
      aria-busy={asking || undefined}
    >
      Check Node Health
    </Anchor>
  );
}
