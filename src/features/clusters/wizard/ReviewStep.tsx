import { Alert, Button, Group, Stack } from "@mantine/core";
import { clusterCost, demandOf, type SshKey } from "@kubecloud/sdk";
import { useFormContext } from "react-hook-form";
import { ErrorIcon } from "../../../components/icons.tsx";
import { allPlaced, usePlacementChecks, usePlacementNodes } from "../editor/use-placement.ts";
import { deployRequest, sentOrder } from "../request.ts";
import type { ClusterDraft, ClusterValues } from "../schemas.ts";
import { inFlightVms } from "../tracker.ts";
import { useTracker } from "../tracker-context.ts";
import { ApiCallPanel } from "./ApiCallPanel.tsx";
import { DeployAlerts } from "./DeployAlerts.tsx";
import { ReviewSummary } from "./ReviewSummary.tsx";
import type { WizardStep } from "./steps.ts";
import { useClusterDraft } from "./use-cluster-draft.ts";
import { useDeployCluster } from "./use-deploy-cluster.ts";

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

/** Step 3: the whole cluster, its price and the balance's runway, the request as an API call, and Deploy. */
export function ReviewStep({ cluster, keys, userId, onEdit, unanswered, onUnanswered }: ReviewStepProps) {
  const form = useFormContext<ClusterDraft, unknown, ClusterValues>();
  const draft = useClusterDraft(form.control);
  // The nodes of the region placement offered (the same list, so every chosen node is in it).
  const placement = usePlacementNodes(draft.region);
  const { state } = useTracker();
  const checks = usePlacementChecks(draft.vms, { nodes: placement.byId, inFlight: inFlightVms(state) });
  const ordered = sentOrder(draft.vms);
  const cost = clusterCost(
    ordered.map((vm) => ({ name: vm.name, nodeId: vm.nodeId, resources: demandOf(vm) })),
    placement.byId,
  );
  const ready = allPlaced(draft.vms, checks);
  const outcome = useDeployCluster({ form, keys, userId, name: draft.name, ready, unanswered, onUnanswered });
  const { deploy, submit } = outcome;

  return (
    <Stack gap="lg">
      <ReviewSummary
        draft={draft}
        vms={ordered}
        keys={keys}
        nodes={placement.byId}
        cost={cost}
        rentUnknown={placement.rentedFailed}
        onEdit={() => onEdit("define")}
      />
      {!ready && (
        <Alert color="red" variant="light" icon={<ErrorIcon />} title="Some VMs cannot run where they are placed">
          <Button size="xs" variant="default" onClick={() => onEdit("place")}>
            Change the Placement
          </Button>
        </Alert>
      )}
      <ApiCallPanel body={deployRequest(cluster, keys)} />
      <DeployAlerts name={draft.name} outcome={outcome} onChangeName={() => onEdit("define")} />
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
