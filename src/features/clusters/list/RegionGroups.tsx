import { Stack, Title } from "@mantine/core";
import type { Cluster, Deployment } from "@kubecloud/sdk";
import { useQuery } from "@tanstack/react-query";
import { SectionLoader } from "../../../components/SectionPanel.tsx";
import { useApi } from "../../../lib/api-context.ts";
import { useScheduledActions } from "../../../lib/use-scheduled-actions.ts";
import { AddNodeDialog } from "../cluster/AddNodeDialog.tsx";
import { useClusterCost } from "../cluster/use-cluster-cost.ts";
import { operationsOn } from "../mutations.ts";
import { clusterScreenQueries } from "../queries.ts";
import { gridRegions } from "../regions.ts";
import { undoKeys } from "../scheduled.ts";
import { isActive } from "../tracker.ts";
import { useTracker } from "../tracker-context.ts";
import { cloneState } from "../clone/clone.ts";
import { ClusterActions } from "./ClusterActions.tsx";
import type { ClusterSort } from "./cluster-list-view.ts";
import { ClusterTable } from "./ClusterTable.tsx";
import type { useKubeconfigDownload } from "./use-kubeconfig-download.ts";

const UNKNOWN_REGION = "Region unknown";

/** What a row's action opened: Add Node or Delete, for one cluster. */
export type RowDialog = { kind: "add-node" | "delete"; cluster: Cluster };

/** The cluster page's Add Node dialog, with the cluster's price now (read only while it is open). */
export function ListAddNode({ cluster, onDone }: { cluster: Cluster; onDone: () => void }) {
  const { cost } = useClusterCost(cluster);
  return <AddNodeDialog opened cluster={cluster} monthly={cost?.monthly} onDone={onDone} />;
}

interface RegionGroupsProps {
  /** Every cluster of the user: their regions are asked for once, whatever the search shows. */
  all: Deployment[];
  /** The clusters shown (searched and ordered). */
  clusters: Deployment[];
  kubeconfig: ReturnType<typeof useKubeconfigDownload>;
  sort: ClusterSort;
  onSort: (sort: ClusterSort) => void;
  onDialog: (dialog: RowDialog) => void;
}

/** The clusters grouped by their leader's region (the server stores no region: the grid tells it). */
export function RegionGroups({ all, clusters, kubeconfig, sort, onSort, onDialog }: RegionGroupsProps) {
  const api = useApi();
  const { state } = useTracker();
  const scheduled = useScheduledActions();
  const countdownOf = (name: string) =>
    scheduled.find((action) => action.key === undoKeys.cluster(name) || action.key === undoKeys.all);
  const leaderOf = (deployment: Deployment) =>
    (deployment.cluster.nodes.find((node) => node.type === "leader") ?? deployment.cluster.nodes[0])?.node_id;
  const leaders = all.map(leaderOf).filter((id): id is number => id !== undefined);
  const regions = useQuery(clusterScreenQueries.regions(api, leaders));
  if (regions.isPending) {
    return <SectionLoader label="Finding your clusters' regions" />;
  }
  const regionOf = (deployment: Deployment) => {
    const leader = leaderOf(deployment);
    return (leader !== undefined && regions.data?.get(leader)) || UNKNOWN_REGION;
  };
  const groups = [...gridRegions, UNKNOWN_REGION]
    .map((region) => ({ region, clusters: clusters.filter((deployment) => regionOf(deployment) === region) }))
    .filter((group) => group.clusters.length > 0);
  return groups.map((group) => (
    <Stack key={group.region} gap="xs" component="section" aria-labelledby={`region-${group.region}`}>
      <Title order={3} size="h5" id={`region-${group.region}`}>
        {group.region}
      </Title>
      <ClusterTable
        label={`Clusters in ${group.region}`}
        clusters={group.clusters}
        operationsOf={(name) => operationsOn(state.operations, name)}
        countdownOf={countdownOf}
        sort={sort}
        onSort={onSort}
        actions={({ cluster }) => (
          <ClusterActions
            name={cluster.name}
            clone={cloneState(cluster)}
            busy={
              countdownOf(cluster.name) !== undefined ||
              operationsOn(state.operations, cluster.name).some(
                (op) => (op.kind === "delete" || op.kind === "delete-all") && isActive(op),
              )
            }
            downloading={kubeconfig.downloading.has(cluster.name)}
            onDownload={() => void kubeconfig.download(cluster.name)}
            onAddNode={() => onDialog({ kind: "add-node", cluster })}
            onDelete={() => onDialog({ kind: "delete", cluster })}
          />
        )}
      />
    </Stack>
  ));
}
