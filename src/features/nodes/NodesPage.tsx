import { Button, Container, Stack } from "@mantine/core";
import { useDisclosure, useMediaQuery } from "@mantine/hooks";
import {
  lazy,
  startTransition,
  Suspense,
  useDeferredValue,
  useEffect,
  useMemo,
  useState,
  type ComponentProps,
  type ReactNode,
} from "react";
import { useSearchParams } from "react-router-dom";
import { PageHeader } from "../../components/PageHeader.tsx";
import { useSession } from "../../lib/session/session-context.ts";
import type { ScreenPrefetch } from "../../lib/screen-prefetch.ts";
import { usePageMeta } from "../../lib/use-page-meta.ts";
import { GlobePanel } from "./GlobePanel.tsx";
import { MarketNotices } from "./MarketNotices.tsx";
import { NodeGlobe } from "./NodeGlobe.tsx";
import { NodeResults } from "./NodeResults.tsx";
import { NodesToolbar } from "./NodesToolbar.tsx";
import { OnDemandParts } from "./OnDemandParts.tsx";
import type { MarketNode } from "./market.ts";
import { parseFilters, serverQuery } from "./node-filters.ts";
import { marketQueries } from "./queries.ts";
import { useMarket } from "./use-market.ts";
import { useNodeSelection } from "./use-node-selection.ts";
import { useCountriesSeen, useNodesFilters } from "./use-nodes-filters.ts";
import { useReserveFlow } from "./use-reserve-flow.ts";
import classes from "./NodesPage.module.css";

const nodeCount = (count: number) => `${count} ${count === 1 ? "node" : "nodes"}`;

// The filter panel's code loads as the page starts, not before it: the HTML shows the panel already (beside the
// list from 992 px, hidden below, where the drawer holds it), and its sliders are a good part of the page's code.
// Its boundary hydrates once it is here, after the first rows as a rule (vite.config.ts: prerender `deferred`).
const NodeFilters = lazy(() => import("./NodeFilters.tsx").then((m) => ({ default: m.NodeFilters })));

const noRows: readonly MarketNode[] = [];

/**
 * The first rows render in slices that yield to the browser (a transition), not in one blocking task: they
 * come while the page is still starting (hydrating, loading its globe), when a long task is felt most. Until
 * they have, the list still loads. Later rows (a filter, a sort, the next page) render at once: a page of
 * rows is cheap to render, and a transition would only add its slices' delay to every change.
 */
function useShownResults(nodes: readonly MarketNode[], total: number) {
  const [started, setStarted] = useState(false);
  // Once started, the deferred value is a constant: no second, background render after each change.
  const firstNodes = useDeferredValue(started ? noRows : nodes);
  const firstTotal = useDeferredValue(started ? 0 : total);
  if (!started && firstNodes.length > 0) setStarted(true);
  const shownNodes = started ? nodes : firstNodes;
  return { shownNodes, shownTotal: started ? total : firstTotal, catchingUp: shownNodes !== nodes };
}

/**
 * The filter panel, and the panel in its own boundary (the page's side column). The prerendered panel waits for
 * its code to hydrate, and an update that reached its boundary before then would hydrate it at once: in one
 * blocking task when the first rows' data came (their countries), or holding back the first rows until the
 * panel's code was here. So the elements stay the same from one render to the next, and the countries reach the
 * panel only once it is in place, in a transition: the page's render that follows yields to the browser.
 */
function useFilterPanel({ filters, countries, onChange, onClear }: ComponentProps<typeof NodeFilters>) {
  const [placed, setPlaced] = useState(false);
  const [firstCountries] = useState(countries);
  // Inside the transition that places the panel, the deferred value is the current one at once.
  const deferredCountries = useDeferredValue(placed ? countries : firstCountries);
  const filterPanel = useMemo(
    () => <NodeFilters filters={filters} countries={deferredCountries} onChange={onChange} onClear={onClear} />,
    [filters, deferredCountries, onChange, onClear],
  );
  const filterBoundary = useMemo(
    () => (
      <Suspense>
        <OnMount run={() => startTransition(() => setPlaced(true))}>{filterPanel}</OnMount>
      </Suspense>
    ),
    [filterPanel],
  );
  return { filterPanel, filterBoundary };
}

/** Its children, and `run` once they are mounted (hydrated, for prerendered ones). */
function OnMount({ run, children }: { run: () => void; children: ReactNode }) {
  useEffect(run, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, on mount
  return children;
}

/**
 * /nodes (public): browse, filter and sort the grid's nodes on offer, pick them on a globe, and reserve. The
 * server filters, sorts and pages; the page holds only the pages loaded so far, whatever the grid's size.
 */
export function NodesPage() {
  usePageMeta(
    "Reserve a Node",
    "Browse the grid's nodes by CPU, RAM, storage, GPU, country and price, and reserve one.",
  );
  const { signedIn } = useSession();
  const [params, setParams] = useSearchParams();
  const { filters, query, setFilters, clear, filterCount } = useNodesFilters(params, setParams);
  const { pages, nodes, total, grid, offersFailed, skipped, refresh } = useMarket(signedIn, query);
  const countries = useCountriesSeen(nodes, filters.country);
  const { shownNodes, shownTotal, catchingUp } = useShownResults(nodes, total);
  const { selectedId, revealKey, select, pick } = useNodeSelection(params, setParams, nodes.length > 0);
  const reserveFlow = useReserveFlow(signedIn);
  // False until read, as the prerendered page has it: below 1200 px the read changes nothing, and the page
  // does not render again for it right after hydration (undefined to false was a change of state).
  const wide = useMediaQuery("(min-width: 75em)", false);
  const [drawer, { open: openDrawer, close: closeDrawer }] = useDisclosure(false);
  const [globeShown, setGlobeShown] = useState(false);
  const [focusedId, setFocusedId] = useState<number | null>(null);
  const globe = <NodeGlobe pages={pages} highlightedId={focusedId ?? selectedId} onPick={pick} />;
  const { filterPanel, filterBoundary } = useFilterPanel({ filters, countries, onChange: setFilters, onClear: clear });

  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <PageHeader
          title="Reserve a Node"
          description="A whole machine of the grid, yours alone until you release it, billed by the hour."
          actions={
            <Button variant="default" onClick={() => void refresh()} loading={grid.isRefetching}>
              Refresh
            </Button>
          }
        />
        <MarketNotices signedIn={signedIn} offersFailed={offersFailed} gridLoaded={grid.isSuccess} skipped={skipped} />
        <div className={classes.layout}>
          <aside className={classes.filters} aria-label="Filters">
            {/* Its own boundary: the prerendered panel hydrates in a pass (and a commit) of its own, not in one
                long task with the rest of the page. */}
            {filterBoundary}
          </aside>
          <section className={classes.results} aria-label="Nodes on offer">
            <NodesToolbar
              count={grid.isSuccess && !(catchingUp && shownNodes.length === 0) ? nodeCount(shownTotal) : ""}
              filters={filters}
              filterCount={filterCount}
              onFilters={setFilters}
              onOpenDrawer={openDrawer}
              wide={wide}
              globeShown={globeShown}
              onToggleGlobe={() => setGlobeShown((on) => !on)}
            />
            {!wide && globeShown && <div className={classes.inlineGlobe}>{globe}</div>}
            <NodeResults
              grid={grid}
              onRetry={() => void refresh()}
              shown={shownNodes}
              catchingUp={catchingUp}
              total={shownTotal}
              filterCount={filterCount}
              onClear={clear}
              stateOf={reserveFlow.stateOf}
              selectedId={selectedId}
              revealKey={revealKey}
              onSelect={select}
              onFocusNode={setFocusedId}
              onReserve={reserveFlow.onReserve}
            />
          </section>
          {wide && <GlobePanel>{globe}</GlobePanel>}
        </div>
      </Stack>
      <OnDemandParts
        drawer={drawer}
        onCloseDrawer={closeDrawer}
        filterPanel={filterPanel}
        reserveFlow={reserveFlow}
        rowsShown={shownNodes.length > 0}
      />
    </Container>
  );
}

/** The first page of rows for the URL's filters, asked for while the rest of the page's code loads. */
NodesPage.prefetch = ({ api, queryClient, search }: ScreenPrefetch) =>
  void queryClient.prefetchInfiniteQuery(marketQueries.grid(api, serverQuery(parseFilters(search))));
