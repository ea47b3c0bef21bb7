import { Anchor, Badge, Button, Center, Group, Loader, Paper, Progress, Stack, Text, Title } from "@mantine/core";
import { operations as apiOperations, type Deployment } from "@kubecloud/sdk";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router-dom";
import { PlusIcon } from "../../../components/account-icons.tsx";
import { SkippedItems } from "../../../components/feedback/SkippedItems.tsx";
import { RetryPanel } from "../../../components/RetryPanel.tsx";
import { SectionHeader } from "../../../components/SectionHeader.tsx";
import { clusterPath, paths } from "../../../config/paths.ts";
import { useApi } from "../../../lib/api-context.ts";
import { clusterQueries } from "../../../lib/queries/clusters.ts";
import { useSkippedItems } from "../../../lib/queries/read-list.ts";
import { operationsOn } from "../mutations.ts";
import { clusterScreenQueries } from "../queries.ts";
import { gridRegions } from "../regions.ts";
import { timelineOf, type DeployRecord } from "../tracker.ts";
import { useTracker } from "../tracker-context.ts";
import { TrackerProvider } from "../TrackerProvider.tsx";
import { ClusterTable } from "./ClusterTable.tsx";
import { DeleteAllDialog } from "./DeleteAllDialog.tsx";

const UNKNOWN_REGION = "Region unknown";

/** A deployment this tab follows that the server does not list yet: deploying, or failed. */
function PendingRow({ record }: { record: DeployRecord }) {
  const timeline = timelineOf(record);
  const deploying = timeline.phase === "deploying";
  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Anchor component={Link} to={clusterPath(record.cluster)} fw={500}>
            {record.cluster}
          </Anchor>
          {deploying ? (
            <Badge variant="light" color="blue">
              Deploying · step {Math.min(timeline.done + 1, timeline.total)} of {timeline.total}
            </Badge>
          ) : (
            <Badge variant="light" color="red">
              {timeline.phase === "rolling-back" ? "Failed · rolling back" : "Failed"}
            </Badge>
          )}
        </Group>
        <Progress
          value={timeline.percent}
          color={deploying ? "blue" : "red"}
          aria-label={`${record.cluster} deployment progress`}
        />
      </Stack>
    </Paper>
  );
}

/** The clusters grouped by their leader's region (the server stores no region: the grid tells it). */
function RegionGroups({ clusters }: { clusters: Deployment[] }) {
  const api = useApi();
  const { state } = useTracker();
  const leaderOf = (deployment: Deployment) =>
    (deployment.cluster.nodes.find((node) => node.type === "leader") ?? deployment.cluster.nodes[0])?.node_id;
  const leaders = clusters.map(leaderOf).filter((id): id is number => id !== undefined);
  const regions = useQuery(clusterScreenQueries.regions(api, leaders));
  if (regions.isPending) {
    return (
      <Center py="md">
        <Loader size="sm" role="status" aria-label="Finding your clusters' regions" />
      </Center>
    );
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
      />
    </Stack>
  ));
}

function Clusters() {
  const api = useApi();
  const { state } = useTracker();
  const list = useQuery({ ...clusterQueries.list(api), meta: { errorToast: false } });
  const [confirmAll, setConfirmAll] = useState(false);
  const skipped = useSkippedItems("clusters");
  const clusters = list.data ?? [];
  const listed = new Set(clusters.map((deployment) => deployment.cluster.name));
  // A deployment that succeeded is in the list (or will be at the next refresh): only the others show here.
  const pending = state.deployments.filter(
    (record) => !listed.has(record.cluster) && timelineOf(record).phase !== "running",
  );

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
  } else {
    body = (
      <Stack gap="lg">
        {pending.length > 0 && (
          <Stack gap="xs" component="section" aria-labelledby="clusters-in-progress">
            <Title order={3} size="h5" id="clusters-in-progress">
              In Progress
            </Title>
            {pending.map((record) => (
              <PendingRow key={record.cluster} record={record} />
            ))}
          </Stack>
        )}
        {clusters.length > 0 && <RegionGroups clusters={clusters} />}
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
      {body}
      <DeleteAllDialog clusters={clusters} opened={confirmAll} onClose={() => setConfirmAll(false)} />
    </Stack>
  );
}

/** The dashboard's clusters section (product-rules §7). */
export function ClustersSection() {
  return (
    <TrackerProvider shows="all">
      <Clusters />
    </TrackerProvider>
  );
}
