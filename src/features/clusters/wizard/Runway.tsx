import { Alert, Anchor, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router-dom";
import { monthlyWith, runwayDays, type ClusterCost, type MonthlySpend } from "@kubecloud/sdk";
import { WarningIcon } from "../../../components/icons.tsx";
import { dashboardPath } from "../../../config/paths.ts";
import { settings } from "../../../config/settings.ts";
import { useApi } from "../../../lib/api-context.ts";
import { formatUsd } from "../../../lib/format.ts";
import { accountQueries, netBalance } from "../../../lib/queries/account.ts";
import { listOf, plural } from "../format.ts";
import { useMonthlySpend } from "../spend.ts";

/** What the balance pays a month with this cluster, the figure the runway is computed from, and its parts. */
function spending(cost: ClusterCost, spend: MonthlySpend | undefined) {
  const monthly = monthlyWith(spend, cost.monthly);
  const parts = [
    spend && spend.rent > 0 && `${formatUsd(spend.rent)} of rent for your reserved nodes`,
    spend && spend.shared > 0 && `about ${formatUsd(spend.shared)} for your other clusters on shared nodes`,
    cost.monthly > 0
      ? `${cost.estimated ? "about " : ""}${formatUsd(cost.monthly)} for this cluster`
      : "nothing more for this cluster",
  ].filter((part): part is string => typeof part === "string");
  return { monthly, what: `${formatUsd(monthly)} a month: ${listOf(parts)}` };
}

/**
 * How long the balance lasts with this cluster. The balance pays everything the account runs, so the runway
 * is computed from the account's whole monthly spending with this cluster (rent, other clusters' VMs on
 * shared nodes, this cluster's estimate), and the sentence shows that figure and its parts.
 */
export function Runway({ cost }: { cost: ClusterCost }) {
  const api = useApi();
  const balance = useQuery({ ...accountQueries.balance(api), meta: { errorToast: false } });
  const { spend, failed } = useMonthlySpend();
  if (balance.isPending || (spend === undefined && !failed)) return <Text size="sm">Checking your balance…</Text>;
  if (balance.isError) return <Text size="sm">Your balance could not be loaded, so how long it lasts is unknown.</Text>;
  const net = netBalance(balance.data);
  const { monthly, what } = spending(cost, spend);
  const days = runwayDays(net, monthly);
  if (days === null) return null;
  const short = days < settings.runwayWarningDays;
  const caveats = [
    failed && "Your reserved nodes or your other clusters could not be loaded, so only this cluster is counted.",
    spend &&
      spend.unknown > 0 &&
      `${plural(spend.unknown, "VM")} of your other clusters ${spend.unknown === 1 ? "is" : "are"} left out: ${spend.unknown === 1 ? "its node is" : "their nodes are"} not listed.`,
  ].filter((caveat): caveat is string => typeof caveat === "string");
  const text = [
    days === 0
      ? `Your balance (${formatUsd(net)}) does not cover what you pay with this cluster, ${what}.`
      : `Your balance (${formatUsd(net)}) covers about ${plural(days, "day")} of what you pay with this cluster, ${what}.`,
    ...caveats,
  ].join(" ");
  if (!short)
    return (
      <Text size="sm" data-testid="runway">
        {text}
      </Text>
    );
  return (
    <Alert color="yellow" variant="light" icon={<WarningIcon />} title="Your balance runs out soon">
      <span data-testid="runway">{text}</span> You can still deploy;{" "}
      <Anchor component={Link} to={dashboardPath("add-funds")} c="inherit" fz="inherit" underline="always" fw={500}>
        add funds
      </Anchor>{" "}
      so it keeps running (this wizard keeps what you set).
    </Alert>
  );
}
