import { Button, Center, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { operations as apiOperations } from "@kubecloud/sdk";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router-dom";
import { PlusIcon } from "../../../components/account-icons.tsx";
import { SkippedItems } from "../../../components/feedback/SkippedItems.tsx";
import { RetryPanel } from "../../../components/RetryPanel.tsx";
import { SectionHeader } from "../../../components/SectionHeader.tsx";
import { paths } from "../../../config/paths.ts";
import { useApi } from "../../../lib/api-context.ts";
import { clusterQueries } from "../../../lib/queries/clusters.ts";
import { useSkippedItems } from "../../../lib/queries/read-list.ts";
import { DeleteClusterDialog } from "../cluster/DeleteClusterDialog.tsx";
import { timelineOf } from "../tracker.ts";
import { useTracker } from "../tracker-context.ts";
import { TrackerProvider } from "../TrackerProvider.tsx";
import { clusterView, nameMatches, sortFrom, type ClusterSort } from "./cluster-list-view.ts";
import { ClusterControls } from "./ClusterControls.tsx";
import { DeleteAllDialog } from "./DeleteAllDialog.tsx";
import { PendingRow } from "./PendingRow.tsx";
import { ListAddNode, RegionGroups, type RowDialog } from "./RegionGroups.tsx";
import { useKubeconfigDownload } from "./use-kubeconfig-download.ts";

function Clusters() {
  const api = useApi();
  const { state } = useTracker();
  const list = useQuery({ ...clusterQueries.list(api), meta: { errorToast: false } });
  const [confirmAll, setConfirmAll] = useState(false);
  const [dialog, setDialog] = useState<RowDialog | null>(null);
  const kubeconfig = useKubeconfigDownload();
  const skipped = useSkippedItems("clusters");
  const clusters = list.data ?? [];
  const listed = new Set(clusters.map((deployment) => deployment.cluster.name));
  // A deployment that succeeded is in the list (or will be at the next refresh): only the others show here.
  const pending = state.deployments.filter(
    (record) => !listed.has(record.cluster) && timelineOf(record).phase !== "running",
  );

  // The search and the order live in the URL beside the section (a reload or a shared link keeps them).
  const [params, setParams] = useSearchParams();
  const search = params.get("q") ?? "";
  const sort = sortFrom(params.get("sort"));
  const setParam = (key: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  // Newest first is the default, so it is left out of the URL.
  const orderBy = (next: ClusterSort) => setParam("sort", next === "created" ? "" : next);
  const shown = clusterView(clusters, search, sort);
  const shownPending = pending.filter((record) => nameMatches(record.cluster, search));

  // A cluster deleted from its row leaves a disabled button behind: the focus goes back to the search.
  const searchRef = useRef<HTMLInputElement>(null);
  const [deletions, setDeletions] = useState(0);
  useEffect(() => {
    if (deletions > 0) searchRef.current?.focus();
  }, [deletions]);

  let body;
  if (list.isPending) {
    body = (
      <Center py="xl">
        <Loader role="status" aria-label="Loading your clusters" />
      </Center>
    );
  } else if (list.isError) {
    body = (
      <RetryPanel
        message={apiOperations.listDeployments.errorMessage}
        retrying={list.isFetching}
        onRetry={() => void list.refetch()}
      />
    );
  } else if (clusters.length === 0 && pending.length === 0 && skipped.length === 0) {
    body = (
      <Paper withBorder p="xl" radius="md" ta="center">
        <Stack align="center" gap="sm">
          <Text fw={600}>No clusters yet</Text>
          <Text c="dimmed" maw={460}>
            A cluster is a few VMs running Kubernetes on the nodes you choose. The wizard takes you through it and shows
            the price before anything is deployed.
          </Text>
          <Button component={Link} to={paths.deploy} leftSection={<PlusIcon />}>
            Deploy Your First Cluster
          </Button>
        </Stack>
      </Paper>
    );
  } else if (shown.length === 0 && shownPending.length === 0 && search.trim()) {
    body = (
      <Paper withBorder p="xl" radius="md" ta="center">
        <Stack align="center" gap="sm">
          <Text fw={600}>No cluster matches “{search.trim()}”</Text>
          <Button variant="default" onClick={() => setParam("q", "")}>
            Clear the Search
          </Button>
        </Stack>
      </Paper>
    );
  } else {
    body = (
      <Stack gap="lg">
        {shownPending.length > 0 && (
          <Stack gap="xs" component="section" aria-labelledby="clusters-in-progress">
            <Title order={3} size="h5" id="clusters-in-progress">
              In Progress
            </Title>
            {shownPending.map((record) => (
              <PendingRow key={record.cluster} record={record} />
            ))}
          </Stack>
        )}
        {shown.length > 0 && (
          <RegionGroups
            all={clusters}
            clusters={shown}
            kubeconfig={kubeconfig}
            sort={sort}
            onSort={orderBy}
            onDialog={setDialog}
          />
        )}
      </Stack>
    );
  }

  return (
    <Stack>
      <SectionHeader
        title="Clusters"
        description="Your Kubernetes clusters, by region."
        actions={
          <>
            <Button component={Link} to={paths.deploy} leftSection={<PlusIcon />}>
              Deploy a Cluster
            </Button>
            {clusters.length > 0 && (
              <Button color="red" variant="light" onClick={() => setConfirmAll(true)}>
                Delete All
              </Button>
            )}
          </>
        }
      />
      {list.isSuccess && <SkippedItems skipped={skipped} noun={["cluster", "clusters"]} />}
      {list.isSuccess && (clusters.length > 0 || pending.length > 0) && (
        <ClusterControls
          search={search}
          onSearch={(next) => setParam("q", next)}
          sort={sort}
          onSort={orderBy}
          searchRef={searchRef}
        />
      )}
      {body}
      <DeleteAllDialog clusters={clusters} opened={confirmAll} onClose={() => setConfirmAll(false)} />
      {dialog?.kind === "add-node" && <ListAddNode cluster={dialog.cluster} onDone={() => setDialog(null)} />}
      {dialog && (
        <DeleteClusterDialog
          cluster={dialog.cluster}
          opened={dialog.kind === "delete"}
          onClose={() => setDialog(null)}
          onDeleted={() => {
            setDialog(null);
            setDeletions((n) => n + 1);
          }}
        />
      )}
    </Stack>
  );
}

/**
 * The dashboard's clusters section (product-rules §7): search, order, and each cluster's actions (view,
 * kubeconfig, add node, delete, with the cluster page's own dialogs).
 */
export function ClustersSection() {
  return (
    <TrackerProvider shows="all">
      <Clusters />
    </TrackerProvider>
  );
}
