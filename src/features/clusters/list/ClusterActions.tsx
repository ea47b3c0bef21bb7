import { ActionIcon, Group, Tooltip, type ActionIconProps } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { DownloadIcon, PlusIcon } from "../../../components/account-icons.tsx";
import { TrashIcon } from "../../../components/icons.tsx";
import { clusterPath } from "../../../config/paths.ts";
import { CloneIcon, EyeIcon } from "../cluster-icons.tsx";
import { clonePath, type CloneState } from "../clone/clone.ts";

/** One icon button of the row, with its tooltip: a link (`to`) or a button (`onClick`). */
type ActionProps = { tip: string; label: string; icon: ReactNode; color?: string } & (
  | { to: string; state?: CloneState }
  | (Pick<ActionIconProps, "disabled" | "loading" | "loaderProps"> & { onClick: () => void })
);

function Action({ tip, label, icon, color = "gray", ...target }: ActionProps) {
  const look = { variant: "subtle", color, size: "lg", "aria-label": label } as const;
  return (
    <Tooltip label={tip} withArrow openDelay={300}>
      {"to" in target ? (
        <ActionIcon component={Link} to={target.to} state={target.state} {...look}>
          {icon}
        </ActionIcon>
      ) : (
        <ActionIcon {...look} {...target}>
          {icon}
        </ActionIcon>
      )}
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
      <Action tip="View cluster" label={`View ${name}`} icon={<EyeIcon />} to={clusterPath(name)} />
      <Action
        tip="Download kubeconfig"
        label={downloading ? `Fetching the kubeconfig of ${name}…` : `Download the kubeconfig of ${name}`}
        icon={<DownloadIcon />}
        loading={downloading}
        loaderProps={{ type: "oval", size: 16 }}
        onClick={onDownload}
      />
      <Action tip="Clone cluster" label={`Clone ${name}`} icon={<CloneIcon />} to={clonePath} state={clone} />
      <Action tip="Add node" label={`Add a node to ${name}`} icon={<PlusIcon />} disabled={busy} onClick={onAddNode} />
      <Action
        tip="Delete cluster"
        label={`Delete ${name}`}
        icon={<TrashIcon />}
        color="red"
        disabled={busy}
        onClick={onDelete}
      />
    </Group>
  );
}
