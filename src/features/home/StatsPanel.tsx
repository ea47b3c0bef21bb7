import { useQuery } from "@tanstack/react-query";
import type { Stats } from "@kubecloud/sdk";
import { lazy, Suspense } from "react";
import ui from "../../components/ui/ui.module.css";
import { useApi } from "../../lib/api-context.ts";
import { formatWholeNumber } from "../../lib/whole-number.ts";
import { homeQueries } from "./queries.ts";
import classes from "./HomePage.module.css";

const StatsError = lazy(() => import("./StatsError.tsx"));

const cards: { label: string; value: (stats: Stats) => string }[] = [
  { label: "SSD Storage", value: (stats) => `${formatWholeNumber(stats.ssd)} GB` },
  { label: "Active Nodes", value: (stats) => formatWholeNumber(stats.up_nodes) },
  { label: "Countries", value: (stats) => formatWholeNumber(stats.countries) },
  { label: "CPU Cores", value: (stats) => formatWholeNumber(stats.cores) },
];

/**
 * Live platform statistics (product-rules §1): SSD storage in GB, active nodes, countries and CPU cores. Each
 * card shows a spinner while loading, in the line the number takes (nothing moves when it arrives); a
 * failure says so and offers a retry.
 */
export function StatsPanel() {
  const api = useApi();
  const { data, error, isPending, isError, isFetching, refetch } = useQuery(homeQueries.stats(api));

  if (isError) {
    return (
      <Suspense fallback={<div className={classes.statsPlaceholder} />}>
        <StatsError error={error} retrying={isFetching} onRetry={() => void refetch()} />
      </Suspense>
    );
  }

  return (
    <section aria-label="Platform statistics" className={classes.stats}>
      {cards.map((card) => (
        <div key={card.label} className={`${ui.paper} ${classes.stat}`}>
          <p className={`${ui.text} ${ui.small} ${ui.dimmed}`}>{card.label}</p>
          <div className={classes.statValue}>
            {isPending ? (
              <span className={`${ui.loader} ${ui.loaderSm}`} role="status" aria-label={`Loading ${card.label}`} />
            ) : (
              card.value(data)
            )}
          </div>
        </div>
      ))}
    </section>
  );
}
