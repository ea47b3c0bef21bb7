import { Alert, Button, Group, Modal, Stack, Text } from "@mantine/core";
import { clusterNodeName, type Cluster, type ClusterNode } from "@kubecloud/sdk";
import { ErrorIcon } from "../../../components/icons.tsx";
import { UnconfirmedAlert } from "../../../components/UnconfirmedAlert.tsx";
import { errorText } from "../../../lib/error-text.ts";
import { formatMb } from "../format.ts";
import { useRemoveNode } from "../mutations.ts";

type ClusterNames = Pick<Cluster, "name" | "project_name">;

interface RemoveFormProps {
  cluster: ClusterNames;
  node: ClusterNode;
  onDone: () => void;
  onRemoved: () => void;
}

function RemoveForm({ cluster, node, onDone, onRemoved }: RemoveFormProps) {
  const remove = useRemoveNode();
  const name = clusterNodeName(node, cluster);
  // Sent once however often it is clicked; a failure or no answer is shown below.
  async function confirm() {
    if ((await remove.run({ cluster: cluster.name, node: name })).status === "done") onRemoved();
  }
  return (
    <Stack>
      <Text size="sm">
        The {node.type} <strong>{name}</strong> on node {node.node_id} ({node.cpu} vCPU, {formatMb(node.memory)} RAM,{" "}
        {formatMb(node.root_size + node.disk_size)} storage) leaves {cluster.name}, and its disks are deleted.
        Kubernetes moves its pods to the other nodes where they have room; drain it first to move them gently.
      </Text>
      {remove.unconfirmed ? (
        <UnconfirmedAlert
          title="We could not confirm the removal"
          error={remove.error}
          rechecking={remove.rechecking}
          whether={`${name} is leaving ${cluster.name}`}
        >
          Close this and check the cluster&apos;s nodes before you remove it again.
        </UnconfirmedAlert>
      ) : (
        remove.error && (
          <Alert color="red" variant="light" icon={<ErrorIcon />} role="alert">
            {errorText(remove.error)}
          </Alert>
        )
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone} disabled={remove.pending}>
          Cancel
        </Button>
        <Button color="red" loading={remove.pending} onClick={() => void confirm()}>
          Remove {name}
        </Button>
      </Group>
    </Stack>
  );
}

/** Confirms removing one node (never the leader), naming it and what goes with it. */
export function RemoveNodeDialog({
  cluster,
  node,
  onClose,
  onRemoved,
}: {
  cluster: ClusterNames;
  node: ClusterNode | null;
  onClose: () => void;
  /** The removal is under way: the dialog is to close, and the focus to go where the node's row is. */
  onRemoved: () => void;
}) {
  return (
    <Modal
      opened={node !== null}
      onClose={onClose}
      title={node ? `Remove ${clusterNodeName(node, cluster)}?` : ""}
      closeButtonProps={{ "aria-label": "Close dialog" }}
    >
      {node && (
        <RemoveForm
          key={clusterNodeName(node, cluster)}
          cluster={cluster}
          node={node}
          onDone={onClose}
          onRemoved={onRemoved}
        />
      )}
    </Modal>
  );
}
