import { Alert, Anchor, Button, Group, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { clusterCost, demandOf, toKubeCloudError, type CostLine, type SshKey } from "@kubecloud/sdk";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useFormContext } from "react-hook-form";
import { Link, useNavigate } from "react-router-dom";
import { ErrorIcon, WarningIcon } from "../../../components/icons.tsx";
import { UnconfirmedAlert } from "../../../components/UnconfirmedAlert.tsx";
import { clusterPath, dashboardPath } from "../../../config/paths.ts";
import { errorText } from "../../../lib/error-text.ts";
import { formatUsd } from "../../../lib/format.ts";
import { useApi } from "../../../lib/api-context.ts";
import { clusterQueries } from "../../../lib/queries/clusters.ts";
import { PriceNote } from "../editor/PriceNote.tsx";
import { allPlaced, usePlacementChecks, usePlacementNodes } from "../editor/use-placement.ts";
import { useDeploy } from "../mutations.ts";
import { deployRequest, sentOrder } from "../request.ts";
import type { ClusterDraft, ClusterValues, VmDraft } from "../schemas.ts";
import { inFlightVms } from "../tracker.ts";
import { useTracker } from "../tracker-context.ts";
import { ApiCallPanel } from "./ApiCallPanel.tsx";
import { clearDraft } from "./draft.ts";
import { Runway } from "./Runway.tsx";
import { useClusterDraft } from "./use-cluster-draft.ts";
import type { WizardStep } from "./DeployPage.tsx";
import classes from "../Clusters.module.css";
import { FormErrorAlert } from "../../../components/feedback/FormErrorAlert.tsx";

interface ReviewStepProps {
  /** The cluster as the schema reads it (the wizard shows this step only when it is valid). */
  cluster: ClusterValues;
  keys: readonly SshKey[];
  userId: number;
  onEdit: (step: WizardStep) => void;
  /** The name of a deployment sent from here that got no answer (it may have started), if any. */
  unanswered: string | null;
  onUnanswered: (name: string) => void;
}

/** One VM's monthly figure: covered by its node's rent, an estimate on a shared node, or unknown. */
function linePrice(line: CostLine | undefined): string {
  if (!line || line.monthly === undefined) return "—";
  return line.basis === "rent" ? "In your rent" : `about ${formatUsd(line.monthly)}`;
}

/** Step 3: the whole cluster, its price and the balance's runway, the request as an API call, and Deploy. */
export function ReviewStep({ cluster, keys, userId, onEdit, unanswered, onUnanswered }: ReviewStepProps) {
  const navigate = useNavigate();
  const api = useApi();
  const form = useFormContext<ClusterDraft, unknown, ClusterValues>();
  const draft = useClusterDraft(form.control);
  // The nodes of the region placement offered (the same list, so every chosen node is in it).
  const placement = usePlacementNodes(draft.region);
  const { state } = useTracker();
  const checks = usePlacementChecks(draft.vms, { nodes: placement.byId, inFlight: inFlightVms(state) });
  const deploy = useDeploy();
  const ordered = sentOrder(draft.vms);
  const cost = clusterCost(
    ordered.map((vm) => ({ name: vm.name, nodeId: vm.nodeId, resources: demandOf(vm) })),
    placement.byId,
  );
  const lineOf = new Map(cost.lines.map((line) => [line.vm, line]));
  const body = deployRequest(cluster, keys);
  const ready = allPlaced(draft.vms, checks);
  const keyNames = (vm: VmDraft) =>
    vm.sshKeyIds.map((id) => keys.find((key) => key.ID === id)?.name ?? `#${id}`).join(", ");
  const refused = deploy.error && !deploy.unconfirmed ? deploy.error : null;
  const conflict = refused !== null && toKubeCloudError(refused).status === 409;
  // An attempt got no answer: a 409 for the same name afterwards most likely means that attempt arrived.
  const maybeStarted = unanswered === draft.name;
  const opened = (name: string) => {
    clearDraft(window.sessionStorage, userId);
    void navigate(clusterPath(name), { replace: true });
  };

  // One deployment per click: a second click or Enter while one is in flight sends nothing (useDeploy).
  const submit = form.handleSubmit(async (values) => {
    if (!ready) return;
    const attempt = await deploy.run({ body: deployRequest(values, keys), draft: form.getValues() });
    if (attempt.status === "unconfirmed") onUnanswered(values.name);
    if (attempt.status === "done") opened(values.name);
    // Anything else is shown below, with everything the user set still in place.
  });

  // The cluster list (read again after no answer, and on every deployment event) shows the cluster: it did start.
  const clusters = useQuery({ ...clusterQueries.list(api), meta: { errorToast: false } });
  const arrived = maybeStarted && (clusters.data ?? []).some((deployment) => deployment.cluster.name === draft.name);
  useEffect(() => {
    if (arrived) opened(draft.name);
    // `opened` is a new function each render; what decides is whether the cluster has arrived.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [arrived]);
  const clustersLink = (
    <Anchor component={Link} to={dashboardPath("clusters")} c="inherit" fz="inherit" underline="always">
      your clusters
    </Anchor>
  );

  return (
    <Stack gap="lg">
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Group justify="space-between">
            <div>
              <Title order={2} size="h4">
                {draft.name}
              </Title>
              {draft.region && (
                <Text size="sm" c="dimmed">
                  Nodes in {draft.region}
                </Text>
              )}
            </div>
            <Button variant="subtle" size="xs" onClick={() => onEdit("define")}>
              Edit
            </Button>
          </Group>
          <Table className={classes.stacked} verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">VM</Table.Th>
                <Table.Th scope="col">Role</Table.Th>
                <Table.Th scope="col">Size</Table.Th>
                <Table.Th scope="col">SSH keys</Table.Th>
                <Table.Th scope="col">Node</Table.Th>
                <Table.Th scope="col" ta="right">
                  A month
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {ordered.map((vm) => {
                const node = vm.nodeId === null ? undefined : placement.byId.get(vm.nodeId);
                return (
                  <Table.Tr key={vm.key}>
                    <Table.Td data-label="VM">{vm.name}</Table.Td>
                    <Table.Td data-label="Role">{vm.role === "master" ? "Master" : "Worker"}</Table.Td>
                    <Table.Td data-label="Size">
                      {vm.cpu} vCPU, {vm.memoryGb} GB RAM, {vm.diskGb} GB disk
                      {vm.gpuIds.length > 0 ? `, ${vm.gpuIds.length} GPU` : ""}
                    </Table.Td>
                    <Table.Td data-label="SSH keys">{keyNames(vm)}</Table.Td>
                    <Table.Td data-label="Node">
                      {vm.nodeId === null
                        ? "Not placed"
                        : `${vm.nodeId}${node ? ` (${node.country}, ${node.reserved ? "reserved" : "shared"})` : ""}`}
                    </Table.Td>
                    <Table.Td data-label="A month" ta="right" className={classes.number}>
                      {linePrice(lineOf.get(vm.name))}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
          <Group justify="space-between" align="baseline" gap="xs">
            <Text fw={500}>Adds to your bill</Text>
            {/* May wrap on a phone ("… (estimate)"): tabular figures, but not `.number`'s nowrap. */}
            <Text fw={700} fz="lg" className={classes.figures} data-testid="cluster-price">
              {cost.estimated ? "about " : ""}
              {formatUsd(cost.monthly)} a month · {formatUsd(cost.hourly)} an hour
              {cost.estimated ? " (estimate)" : ""}
            </Text>
          </Group>
          <PriceNote cost={cost} rentUnknown={placement.rentedFailed} />
          <Runway cost={cost} />
        </Stack>
      </Paper>
      {!ready && (
        <Alert color="red" variant="light" icon={<ErrorIcon />} title="Some VMs cannot run where they are placed">
          <Button size="xs" variant="default" onClick={() => onEdit("place")}>
            Change the Placement
          </Button>
        </Alert>
      )}
      <ApiCallPanel body={body} />
      {deploy.unconfirmed && (
        <UnconfirmedAlert
          title="We could not confirm the deployment"
          error={deploy.error}
          rechecking={deploy.rechecking}
          whether={`${draft.name} is being deployed`}
        >
          Check {clustersLink} before you deploy again; if it did start, the server refuses a second cluster with the
          same name.
        </UnconfirmedAlert>
      )}
      {conflict && maybeStarted ? (
        <Alert
          color="yellow"
          variant="light"
          icon={<WarningIcon />}
          role="alert"
          title={`${draft.name} already exists`}
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              Your earlier attempt, which got no answer, most likely started it: it shows in {clustersLink} once it is
              ready. To deploy another cluster, give it another name.
            </Text>
            <Button size="xs" variant="default" onClick={() => onEdit("define")}>
              Change the Name
            </Button>
          </Stack>
        </Alert>
      ) : (
        refused && (
          <FormErrorAlert title="The cluster was not deployed">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{errorText(refused)}</Text>
              {conflict && (
                <Button size="xs" variant="default" onClick={() => onEdit("define")}>
                  Change the Name
                </Button>
              )}
            </Stack>
          </FormErrorAlert>
        )
      )}
      <Group justify="space-between">
        <Button variant="default" onClick={() => onEdit("place")}>
          Back
        </Button>
        <Button onClick={() => void submit()} loading={deploy.pending} disabled={!ready}>
          Deploy Cluster
        </Button>
      </Group>
    </Stack>
  );
}
