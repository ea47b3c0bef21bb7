import { Alert, Button, Container, Drawer, Group, Select, Skeleton, Stack, Text } from "@mantine/core";
import { useDisclosure, useMediaQuery } from "@mantine/hooks";
import { operations } from "@kubecloud/sdk";
import { useQuery } from "@tanstack/react-query";
import { useCallback, useMemo, useState } from "react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router-dom";
import { SkippedItems } from "../../components/feedback/SkippedItems.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { RetryPanel } from "../../components/RetryPanel.tsx";
import { paths } from "../../config/paths.ts";
import { useApi } from "../../lib/api-context.ts";
import { nodeQueries } from "../../lib/queries/nodes.ts";
import { useSession } from "../../lib/session/session-context.ts";
import { usePageMeta } from "../../lib/use-page-meta.ts";
import { NodeFilters } from "./NodeFilters.tsx";
import { NodeGlobe } from "./NodeGlobe.tsx";
import { NodeList } from "./NodeList.tsx";
import type { RowState } from "./NodeRow.tsx";
import { ReserveDialog } from "./ReserveDialog.tsx";
import type { MarketNode } from "./market.ts";
import { useReserveNode } from "./node-actions.ts";
import {
  applyFilters,
  filterBounds,
  countFilters,
  noFilters,
  parseFilters,
  sortOptions,
  writeFilters,
  type NodeFilters as Filters,
  type SortKey,
} from "./node-filters.ts";
import { useMarket } from "./use-market.ts";
import classes from "./NodesPage.module.css";

/** /nodes (public): browse, filter and sort the grid's nodes on offer, pick them on a globe, and reserve. */
export function NodesPage() {
  usePageMeta(
    "Reserve a Node",
    "Browse the grid's nodes by CPU, RAM, storage, GPU, country and price, and reserve one.",
  );
  const api = useApi();
  const { signedIn } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseFilters(params), [params]);
  const { nodes, grid, offersFailed, skipped, refresh } = useMarket(signedIn);
  const shown = useMemo(() => applyFilters(nodes, filters), [nodes, filters]);
  const bounds = useMemo(() => filterBounds(nodes), [nodes]);
  const rented = useQuery({ ...nodeQueries.rented(api), enabled: signedIn });
  const { reserve, reserving } = useReserveNode();
  const wide = useMediaQuery("(min-width: 75em)");
  const [drawer, { open: openDrawer, close: closeDrawer }] = useDisclosure(false);
  const [globeShown, setGlobeShown] = useState(false);
  const [focusedId, setFocusedId] = useState<number | null>(null);
  const [dialogNode, setDialogNode] = useState<MarketNode | null>(null);
  const selectedId = Number(params.get("node")) || null;
  // A selection made outside the list (the globe, or arriving with ?node=) scrolls the list to it.
  const [reveal, setReveal] = useState({ key: 0, pending: selectedId !== null });
  if (reveal.pending && nodes.length > 0) setReveal({ key: reveal.key + 1, pending: false });

  const setFilters = (next: Filters) => setParams(writeFilters(next, params));
  const select = useCallback(
    (nodeId: number) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set("node", String(nodeId));
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const pick = (nodeId: number) => {
    select(nodeId);
    setReveal((current) => ({ key: current.key + 1, pending: false }));
  };
  const onReserve = useCallback(
    (node: MarketNode) => {
      if (signedIn) return setDialogNode(node);
      // A guest signs in first and comes back to this node (the sign-in page returns to `from`).
      const back = new URLSearchParams(location.search);
      back.set("node", String(node.nodeId));
      void navigate(paths.signIn, { state: { from: `${location.pathname}?${back.toString()}` } });
    },
    [location, navigate, signedIn],
  );
  const rentedIds = useMemo(() => new Set((rented.data ?? []).map((node) => node.nodeId)), [rented.data]);
  const stateOf = useCallback(
    (nodeId: number): RowState => (reserving.has(nodeId) ? "reserving" : rentedIds.has(nodeId) ? "reserved" : "idle"),
    [reserving, rentedIds],
  );
  const clear = () => setParams(writeFilters(noFilters, params));
  const filterCount = countFilters(filters);
  const globe = <NodeGlobe nodes={shown} highlightedId={focusedId ?? selectedId} onPick={pick} />;
  const filterPanel = (
    <NodeFilters filters={filters} bounds={nodes.length > 0 ? bounds : null} onChange={setFilters} onClear={clear} />
  );

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
        {!signedIn && (
          <Alert title="Sign in to reserve a node" color="blue">
            <Stack gap="xs">
              <Text size="sm">Browse every node on offer now; sign in (or create an account) to reserve one.</Text>
              <Group gap="xs">
                <Button component={Link} to={paths.signIn} state={{ from: `${location.pathname}${location.search}` }}>
                  Sign In
                </Button>
                <Button component={Link} to={paths.signUp} variant="default">
                  Create Account
                </Button>
              </Group>
            </Stack>
          </Alert>
        )}
        {offersFailed && (
          <Alert color="yellow" title="Your discounts could not be loaded">
            Prices shown are list prices; the reserved-node discount still applies when you reserve.
          </Alert>
        )}
        {grid.isSuccess && <SkippedItems skipped={skipped} noun={["node", "nodes"]} />}
        <div className={classes.layout}>
          <aside className={classes.filters} aria-label="Filters">
            {filterPanel}
          </aside>
          <section className={classes.results} aria-label="Nodes on offer">
            <Group justify="space-between" align="flex-end" className={classes.toolbar}>
              <Text role="status" size="sm">
                {grid.isSuccess ? `${shown.length} of ${nodes.length} nodes` : ""}
              </Text>
              <Group gap="xs" align="flex-end">
                <Button variant="default" hiddenFrom="md" onClick={openDrawer}>
                  Filters{filterCount ? ` (${filterCount})` : ""}
                </Button>
                {!wide && (
                  <Button variant="default" onClick={() => setGlobeShown((on) => !on)} aria-pressed={globeShown}>
                    {globeShown ? "Hide Globe" : "Show Globe"}
                  </Button>
                )}
                <Select<SortKey>
                  label="Sort by"
                  data={sortOptions.map((option) => ({ ...option }))}
                  value={filters.sort}
                  onChange={(sort) => setFilters({ ...filters, sort: sort ?? noFilters.sort })}
                  allowDeselect={false}
                  w={200}
                />
              </Group>
            </Group>
            {!wide && globeShown && <div className={classes.inlineGlobe}>{globe}</div>}
            {grid.isPending ? (
              <Stack gap="sm" aria-busy="true">
                <Text size="sm" c="dimmed">
                  Loading available nodes...
                </Text>
                {[0, 1, 2, 3].map((key) => (
                  <Skeleton key={key} height={104} radius="md" />
                ))}
              </Stack>
            ) : grid.isError ? (
              <RetryPanel
                message={operations.listGridNodes.errorMessage}
                error={grid.error}
                retrying={grid.isFetching}
                onRetry={() => void refresh()}
              />
            ) : shown.length === 0 ? (
              <Stack align="center" gap="xs" py="xl" ta="center" className={classes.empty}>
                <Text fw={600}>{filterCount > 0 ? "No nodes match your filters" : "No nodes on offer right now"}</Text>
                <Text size="sm" c="dimmed">
                  {filterCount > 0
                    ? `All ${nodes.length} nodes are hidden by the filters.`
                    : "Nodes appear here when farmers offer them; try again later."}
                </Text>
                {filterCount > 0 && <Button onClick={clear}>Clear All Filters</Button>}
              </Stack>
            ) : (
              <NodeList
                nodes={shown}
                stateOf={stateOf}
                selectedId={selectedId}
                revealKey={reveal.key}
                onSelect={select}
                onFocusNode={setFocusedId}
                onReserve={onReserve}
              />
            )}
          </section>
          {wide && (
            <aside className={classes.globePanel} aria-label="Globe of the nodes">
              {globe}
              <Text size="xs" c="dimmed" mt="xs">
                Click a node on the globe to find it in the list.
              </Text>
            </aside>
          )}
        </div>
      </Stack>
      <Drawer
        opened={drawer}
        onClose={closeDrawer}
        title="Filters"
        position="left"
        size="sm"
        closeButtonProps={{ "aria-label": "Close filters" }}
      >
        {filterPanel}
      </Drawer>
      <ReserveDialog
        node={dialogNode}
        onClose={() => setDialogNode(null)}
        onConfirm={(node) => {
          setDialogNode(null);
          reserve({ nodeId: node.nodeId, rentContractId: 0 });
        }}
      />
    </Container>
  );
}
