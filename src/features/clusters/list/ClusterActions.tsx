import { ActionIcon, Group, Tooltip } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { DownloadIcon, PlusIcon } from "../../../components/account-icons.tsx";
import { TrashIcon } from "../../../components/icons.tsx";
import { clusterPath } from "../../../config/paths.ts";
import { CloneIcon, EyeIcon } from "../cluster-icons.tsx";
import { clonePath, type CloneState } from "../clone/clone.ts";

function Action({ tip, children }: { tip: string; children: ReactNode }) {
  return (
    <Tooltip label={tip} withArrow openDelay={300}>
      {children}
    </Tooltip>
  );
}

interface ClusterActionsProps {
  name: string;
  /** What Clone hands to the wizard (its VMs). */
  clone: CloneState;
  /** A deletion or another change is under way: no new one starts from here. */
  busy: boolean;
  downloading: boolean;
  onDownload: () => void;
  onAddNode: () => void;
  onDelete: () => void;
}

/** A row's actions, as on the cluster page: view it, save its kubeconfig, clone it, add a node, delete it. */
export function ClusterActions({
  name,
  clone,
  busy,
  downloading,
  onDownload,
  onAddNode,
  onDelete,
}: ClusterActionsProps) {
  return (
    <Group gap={2} wrap="nowrap" justify="flex-end">
      <Action tip="View cluster">
        <ActionIcon
          component={Link}
          to={clusterPath(name)}
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={`View ${name}`}
        >
          <EyeIcon />
        </ActionIcon>
      </Action>
      <Action tip="Download kubeconfig">
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          loading={downloading}
          loaderProps={{ type: "oval", size: 16 }}
          onClick={onDownload}
          aria-label={downloading ? `Fetching the kubeconfig of ${name}…` : `Download the kubeconfig of ${name}`}
        >
          <DownloadIcon />
        </ActionIcon>
      </Action>
      <Action tip="Clone cluster">
        <ActionIcon
          component={Link}
          to={clonePath}
          state={clone}
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={`Clone ${name}`}
        >
          <CloneIcon />
        </ActionIcon>
      </Action>
      <Action tip="Add node">
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          disabled={busy}
          onClick={onAddNode}
          aria-label={`Add a node to ${name}`}
        >
          <PlusIcon />
        </ActionIcon>
      </Action>
      <Action tip="Delete cluster">
        <ActionIcon
          variant="subtle"
          color="red"
          size="lg"
          disabled={busy}
          onClick={onDelete}
          aria-label={`Delete ${name}`}
        >
          <TrashIcon />
        </ActionIcon>
      </Action>
    </Group>
  );
}
