import { Button, Center, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { operations as apiOperations, type Deployment } from "@kubecloud/sdk";
import type { UseQueryResult } from "@tanstack/react-query";
import { Link } from "react-router-dom";
import { PlusIcon } from "../../../components/account-icons.tsx";
import { RetryPanel } from "../../../components/RetryPanel.tsx";
import { paths } from "../../../config/paths.ts";
import type { DeployRecord } from "../tracker.ts";
import { clusterView, nameMatches, type ClusterSort } from "./cluster-list-view.ts";
import { PendingRow } from "./PendingRow.tsx";
import { RegionGroups, type RowDialog } from "./RegionGroups.tsx";
import type { useKubeconfigDownload } from "./use-kubeconfig-download.ts";

interface ClustersBodyProps {
  list: UseQueryResult<Deployment[]>;
  /** Deployments followed by this tab and not listed yet. */
  pending: DeployRecord[];
  /** Some clusters could not be read (the list says so above). */
  anySkipped: boolean;
  search: string;
  onClearSearch: () => void;
  sort: ClusterSort;
  onSort: (sort: ClusterSort) => void;
  kubeconfig: ReturnType<typeof useKubeconfigDownload>;
  onDialog: (dialog: RowDialog) => void;
}

function NoClustersYet() {
  return (
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
}

function NoMatch({ search, onClear }: { search: string; onClear: () => void }) {
  return (
    <Paper withBorder p="xl" radius="md" ta="center">
      <Stack align="center" gap="sm">
        <Text fw={600}>No cluster matches “{search}”</Text>
        <Button variant="default" onClick={onClear}>
          Clear the Search
        </Button>
      </Stack>
    </Paper>
  );
}

/** The deployments in progress, then the listed clusters by region. */
function ClusterGroups({
  all,
  shown,
  shownPending,
  ...rows
}: Pick<ClustersBodyProps, "sort" | "onSort" | "kubeconfig" | "onDialog"> & {
  all: Deployment[];
  shown: Deployment[];
  shownPending: DeployRecord[];
}) {
  return (
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
      {shown.length > 0 && <RegionGroups all={all} clusters={shown} {...rows} />}
    </Stack>
  );
}

/** The list by its state: loading, failed, empty, nothing matching the search, or the clusters. */
export function ClustersBody({ list, pending, anySkipped, search, onClearSearch, ...rows }: ClustersBodyProps) {
  if (list.isPending) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label="Loading your clusters" />
      </Center>
    );
  }
  if (list.isError) {
    return (
      <RetryPanel
        message={apiOperations.listDeployments.errorMessage}
        retrying={list.isFetching}
        onRetry={() => void list.refetch()}
      />
    );
  }
  const clusters = list.data;
  if (clusters.length === 0 && pending.length === 0 && !anySkipped) return <NoClustersYet />;
  const shown = clusterView(clusters, search, rows.sort);
  const shownPending = pending.filter((record) => nameMatches(record.cluster, search));
  if (shown.length === 0 && shownPending.length === 0 && search.trim()) {
    return <NoMatch search={search.trim()} onClear={onClearSearch} />;
  }
  return <ClusterGroups all={clusters} shown={shown} shownPending={shownPending} {...rows} />;
}
