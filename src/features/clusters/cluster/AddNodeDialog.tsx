import { zodResolver } from "@hookform/resolvers/zod";
import { Button, Group, Stack, Text } from "@mantine/core";
import {
  clusterNodeName,
  demandOf,
  operations,
  toKubeCloudError,
  vmCost,
  type Cluster,
  type PlacementNode,
  type SshKey,
} from "@kubecloud/sdk";
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { FormProvider, useForm, useWatch, type UseFormReturn } from "react-hook-form";
import { Dialog } from "../../../components/Dialog.tsx";
import { LoadingPanel } from "../../../components/LoadingPanel.tsx";
import { RetryPanel } from "../../../components/RetryPanel.tsx";
import { UnconfirmedAlert } from "../../../components/UnconfirmedAlert.tsx";
import { texts } from "../../../config/texts.ts";
import { useApi } from "../../../lib/api-context.ts";
import { errorText } from "../../../lib/error-text.ts";
import { formatUsd } from "../../../lib/format.ts";
import { sshKeyQueries } from "../../../entities/ssh-keys/queries.ts";
import { WandIcon } from "../cluster-icons.tsx";
import { NodePicker } from "../editor/NodePicker.tsx";
import { allPlaced, useAutoPlace, usePlacementChecks, usePlacementNodes } from "../editor/use-placement.ts";
import { VmEditor } from "../editor/VmEditor.tsx";
import { useAddNode } from "../mutations.ts";
import { addNodeRequest } from "../request.ts";
import { addNodeSchema, type AddNodeDraft, type AddNodeValues, type VmDraft } from "../schemas.ts";
import { inFlightVms } from "../tracker.ts";
import { useTracker } from "../tracker-context.ts";
import { newVmKey, nextVmName, vmDefaults } from "../vm.ts";
import { FormErrorAlert } from "../../../components/feedback/FormErrorAlert.tsx";

interface AddNodeProps {
  cluster: Cluster;
  /** What the cluster adds to the bill a month now, when known (the price change is shown against it). */
  monthly: number | undefined;
  onDone: () => void;
}

/** What the new VM adds to the bill: nothing on a node the user rents, else its estimate on a shared node. */
function PriceChange({ node, vm, monthly }: { node: PlacementNode; vm: VmDraft; monthly: number | undefined }) {
  if (node.reserved)
    return (
      <Text size="sm" data-testid="price-change">
        Adds nothing to your bill: node {node.nodeId} is reserved by you, and its rent ({formatUsd(node.price)} a month,
        in My Nodes) covers this VM.
        {monthly !== undefined && ` The cluster stays at ${formatUsd(monthly)} a month.`}
      </Text>
    );
  const added = vmCost(node, demandOf(vm)).monthly ?? 0;
  return (
    <Stack gap={4}>
      <Text size="sm" data-testid="price-change">
        Adds about {formatUsd(added)} a month
        {monthly !== undefined &&
          `: the cluster goes from ${formatUsd(monthly)} to ${formatUsd(monthly + added)} a month`}
        .
      </Text>
      <Text size="xs" c="dimmed">
        {texts.clusters.estimateBasis}
      </Text>
    </Stack>
  );
}

type Placement = ReturnType<typeof usePlacementNodes>;

/** The add-node form with its first VM: a worker named after the cluster's nodes, with every SSH key. */
function useNewNodeForm(cluster: Cluster, keys: readonly SshKey[]) {
  const names = cluster.nodes.map((node) => clusterNodeName(node, cluster));
  const namesKey = names.join("\n");
  const schema = useMemo(() => addNodeSchema(namesKey.split("\n")), [namesKey]);
  const [initial] = useState<AddNodeDraft>(() => ({
    vms: [
      {
        key: newVmKey(),
        name: nextVmName(
          "worker",
          names.map((name) => ({ name })),
        ),
        role: "worker",
        ...vmDefaults,
        sshKeyIds: keys.map((key) => key.ID),
        nodeId: null,
        gpuIds: [],
      },
    ],
  }));
  return useForm<AddNodeDraft, unknown, AddNodeValues>({
    resolver: zodResolver(schema),
    defaultValues: initial,
    mode: "onTouched",
  });
}

/** "Place Automatically" for the new VM, with the reasons for the choice until the user picks another node. */
function usePlaceNewNode(
  form: UseFormReturn<AddNodeDraft, unknown, AddNodeValues>,
  placement: Placement,
  context: { taken: Map<number, string>; inFlight: VmDraft[] },
) {
  const autoPlace = useAutoPlace();
  const [reasons, setReasons] = useState<string[] | undefined>();
  const [placing, setPlacing] = useState(false);
  async function placeAutomatically() {
    setPlacing(true);
    try {
      const [choice] = await autoPlace(form.getValues("vms"), placement.nodes, context);
      form.setValue("vms.0.nodeId", choice.nodeId, { shouldDirty: true });
      form.setValue("vms.0.gpuIds", [], { shouldDirty: true });
      setReasons(choice.reasons);
    } finally {
      setPlacing(false);
    }
  }
  return { reasons, placing, placeAutomatically, dropReasons: () => setReasons(undefined) };
}

/**
 * Add Node: sends the new VM once per click (only once it is placed where it fits); a name another tab gave a
 * node meanwhile is shown at the name field, any other failure below the form.
 */
function useSubmitNewNode(
  form: UseFormReturn<AddNodeDraft, unknown, AddNodeValues>,
  { cluster, keys, placed, onDone }: { cluster: Cluster; keys: readonly SshKey[]; placed: boolean; onDone: () => void },
) {
  const add = useAddNode();
  // One node per click: a second click or Enter while one is in flight sends nothing (useAddNode).
  const submit = form.handleSubmit(async ({ vms: [vm] }) => {
    if (!placed) return;
    const attempt = await add.run({ body: addNodeRequest(cluster.name, vm, keys), vm: form.getValues("vms.0") });
    if (attempt.status === "done") onDone();
    // A name the cluster already has (another tab added it) belongs on the name field.
    else if (attempt.status === "failed") {
      const error = toKubeCloudError(attempt.error);
      if (error.status === 409 && /same name/i.test(error.serverText ?? ""))
        form.setError("vms.0.name", { type: "server", message: errorText(error) }, { shouldFocus: true });
    }
  });
  const failure = add.error && !add.unconfirmed && !form.formState.errors.vms?.[0]?.name ? add.error : null;
  return { add, submit, failure };
}

function AddNodeForm({
  cluster,
  monthly,
  onDone,
  keys,
  placement,
}: AddNodeProps & { keys: SshKey[]; placement: Placement }) {
  const form = useNewNodeForm(cluster, keys);
  const vms = useWatch({ control: form.control, name: "vms" });
  const { state } = useTracker();
  const inFlight = inFlightVms(state);
  const taken = new Map(cluster.nodes.map((node) => [node.node_id, clusterNodeName(node, cluster)]));
  const context = { nodes: placement.byId, taken, inFlight };
  const checks = usePlacementChecks(vms, context);
  const auto = usePlaceNewNode(form, placement, { taken, inFlight });
  const placed = allPlaced(vms, checks);
  const { add, submit, failure } = useSubmitNewNode(form, { cluster, keys, placed, onDone });
  const node = vms[0].nodeId === null ? undefined : placement.byId.get(vms[0].nodeId);

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="md">
          <VmEditor index={0} keys={keys} />
          <Group justify="flex-end">
            <Button
              variant="default"
              size="xs"
              leftSection={<WandIcon />}
              loading={auto.placing}
              onClick={() => void auto.placeAutomatically()}
            >
              Place Automatically
            </Button>
          </Group>
          <NodePicker
            index={0}
            nodes={placement.nodes}
            context={context}
            check={checks[0]}
            reasons={auto.reasons}
            onPicked={auto.dropReasons}
          />
          {node && <PriceChange node={node} vm={vms[0]} monthly={monthly} />}
          {failure && <FormErrorAlert title={texts.ui.nodeReservationTitle}>{errorText(failure)}</FormErrorAlert>}
          {add.unconfirmed && (
            <UnconfirmedAlert
              title="We could not confirm the new node"
              error={add.error}
              rechecking={add.rechecking}
              whether={`${vms[0].name} is joining ${cluster.name}`}
            >
              Close this and check the cluster&apos;s nodes before you add it again.
            </UnconfirmedAlert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onDone} disabled={add.pending}>
              Cancel
            </Button>
            <Button type="submit" loading={add.pending} disabled={!placed}>
              Add Node
            </Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}

function AddNodeData(props: AddNodeProps) {
  const api = useApi();
  const keys = useQuery({ ...sshKeyQueries.list(api), meta: { errorToast: false } });
  const placement = usePlacementNodes();
  if (keys.isPending || placement.isPending) {
    return <LoadingPanel label="Loading your SSH keys and the nodes you can use" />;
  }
  if (keys.isError)
    return (
      <RetryPanel message="Failed to load SSH keys" retrying={keys.isFetching} onRetry={() => void keys.refetch()} />
    );
  if (placement.isError)
    return (
      <RetryPanel
        message={operations.listGridNodes.errorMessage}
        retrying={placement.retrying}
        onRetry={placement.retry}
      />
    );
  return <AddNodeForm {...props} keys={keys.data} placement={placement} />;
}

/** Adds one VM to a running cluster, with the wizard's own editor and placement, and the price change. */
export function AddNodeDialog({ opened, ...props }: AddNodeProps & { opened: boolean }) {
  return (
    <Dialog opened={opened} onClose={props.onDone} title={`Add a Node to ${props.cluster.name}`} size="xl">
      {opened && <AddNodeData {...props} />}
    </Dialog>
  );
}
