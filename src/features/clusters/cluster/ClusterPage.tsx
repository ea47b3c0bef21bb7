import { Anchor, Breadcrumbs, Button, Center, Container, Loader, Paper, Stack, Text } from "@mantine/core";
import { operations, toKubeCloudError } from "@kubecloud/sdk";
import { useQuery } from "@tanstack/react-query";
import { Link, useParams } from "react-router-dom";
import { PageHeader } from "../../../components/PageHeader.tsx";
import { RetryPanel } from "../../../components/RetryPanel.tsx";
import { dashboardPath } from "../../../config/paths.ts";
import { texts } from "../../../config/texts.ts";
import { useApi } from "../../../lib/api-context.ts";
import { usePageMeta } from "../../../lib/use-page-meta.ts";
import { clusterScreenQueries } from "../queries.ts";
import { timelineOf } from "../tracker.ts";
import { useTracker } from "../tracker-context.ts";
import { TrackerProvider } from "../TrackerProvider.tsx";
import { ManageView } from "./ManageView.tsx";
import { ProvisioningView } from "./ProvisioningView.tsx";

function NotFound({ name }: { name: string }) {
  return (
    <Stack gap="lg">
      <PageHeader title={texts.clusters.notFound} />
      <Paper withBorder p="lg" radius="md">
        <Stack align="flex-start" gap="sm">
          <Text>You have no cluster named “{name}”. It may have been deleted, or its deployment did not finish.</Text>
          <Button component={Link} to={dashboardPath("clusters")}>
            Back to Clusters
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}

function ClusterScreen({ name }: { name: string }) {
  const api = useApi();
  const { state } = useTracker();
  const record = state.deployments.find((deployment) => deployment.cluster === name);
  const timeline = record && timelineOf(record);
  // A deployment still in progress (or failed) is not a cluster on the server yet: only its timeline is shown.
  const provisioning = timeline !== undefined && timeline.phase !== "running";
  const detail = useQuery({ ...clusterScreenQueries.detail(api, name), enabled: !provisioning });

  if (record && timeline && provisioning) return <ProvisioningView record={record} timeline={timeline} />;
  if (detail.isPending) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label={`Loading ${name}`} />
      </Center>
    );
  }
  if (detail.isError) {
    const status = toKubeCloudError(detail.error).status;
    // Deployed a moment ago: the cluster is being stored, and the next refresh finds it.
    if (status === 404 && record && timeline) return <ProvisioningView record={record} timeline={timeline} />;
    if (status === 404) return <NotFound name={name} />;
    return (
      <RetryPanel
        message={operations.getDeployment.errorMessage}
        retrying={detail.isFetching}
        onRetry={() => void detail.refetch()}
      />
    );
  }
  return <ManageView deployment={detail.data} record={record} />;
}

/** Where the page sits, and the way back to the clusters list, whatever state the cluster is in. */
function Trail({ name }: { name: string }) {
  return (
    <nav aria-label="Breadcrumb">
      <Breadcrumbs separator={<span aria-hidden>/</span>} separatorMargin={6} mb="md">
        <Anchor component={Link} to={dashboardPath()} size="sm">
          Dashboard
        </Anchor>
        <Anchor component={Link} to={dashboardPath("clusters")} size="sm">
          Clusters
        </Anchor>
        <Text size="sm" c="dimmed" aria-current="page" truncate="end">
          {name}
        </Text>
      </Breadcrumbs>
    </nav>
  );
}

/** /clusters/{name}: a deployment in progress, or the running cluster to manage (product-rules §7). */
export function ClusterPage() {
  const { id = "" } = useParams();
  usePageMeta(`Cluster ${id}`, "A Kubernetes cluster: its nodes, kubeconfig and metrics.");
  return (
    <Container size="xl" py="xl">
      <Trail name={id} />
      <TrackerProvider shows={{ cluster: id }}>
        <ClusterScreen key={id} name={id} />
      </TrackerProvider>
    </Container>
  );
}
