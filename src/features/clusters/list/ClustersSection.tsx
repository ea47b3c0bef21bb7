import { Alert, Button, Stack } from "@mantine/core";
import type { Deployment } from "@kubecloud/sdk";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router-dom";
import { PlusIcon } from "../../../components/account-icons.tsx";
import { SkippedItems } from "../../../components/feedback/SkippedItems.tsx";
import { WarningIcon } from "../../../components/icons.tsx";
import { ScheduledBadge } from "../../../components/ScheduledBadge.tsx";
import { SectionHeader } from "../../../components/SectionHeader.tsx";
import { paths } from "../../../config/paths.ts";
import { undoTexts } from "../../../config/undo-texts.ts";
import { useApi } from "../../../lib/api-context.ts";
import { clusterQueries } from "../../../lib/queries/clusters.ts";
import { useSkippedItems } from "../../../lib/queries/read-list.ts";
import { useRefocus } from "../../../lib/use-refocus.ts";
import { useScheduledAction } from "../../../lib/use-scheduled-actions.ts";
import { DeleteClusterDialog } from "../cluster/DeleteClusterDialog.tsx";
import { undoKeys } from "../scheduled.ts";
import { TrackerProvider } from "../TrackerProvider.tsx";
import { ClusterControls } from "./ClusterControls.tsx";
import { ClustersBody } from "./ClustersBody.tsx";
import { DeleteAllDialog } from "./DeleteAllDialog.tsx";
import { ListAddNode, type RowDialog } from "./RegionGroups.tsx";
import { useClusterListParams, usePendingDeployments } from "./use-cluster-list.ts";
import { useKubeconfigDownload } from "./use-kubeconfig-download.ts";

/** The section's title and actions, and the Undo of a "delete all" counting down. */
function ClustersHeader({ clusters, onDeleteAll }: { clusters: Deployment[]; onDeleteAll: () => void }) {
  const deletingAll = useScheduledAction(undoKeys.all);
  return (
    <>
      <SectionHeader
        title="Clusters"
        description="Your Kubernetes clusters, by region."
        actions={
          <>
            <Button component={Link} to={paths.deploy} leftSection={<PlusIcon />}>
              Deploy a Cluster
            </Button>
            {clusters.length > 0 && (
              <Button color="red" variant="light" onClick={onDeleteAll} disabled={deletingAll !== undefined}>
                Delete All
              </Button>
            )}
          </>
        }
      />
      {deletingAll?.state === "waiting" && (
        <Alert
          color="yellow"
          variant="light"
          icon={<WarningIcon />}
          title={undoTexts.deleteAll(clusters.length).title}
          // Not an alert: the toast has announced it; this is where the list offers its Undo.
          role="group"
        >
          <ScheduledBadge action={deletingAll} doing="Deleting" what="deleting all clusters" />
        </Alert>
      )}
    </>
  );
}

/** What a row's action opened: the cluster page's Add Node or Delete dialog. */
function RowDialogs({
  dialog,
  onClose,
  onDeleted,
}: {
  dialog: RowDialog | null;
  onClose: () => void;
  onDeleted: () => void;
}) {
  if (!dialog) return null;
  return (
    <>
      {dialog.kind === "add-node" && <ListAddNode cluster={dialog.cluster} onDone={onClose} />}
      <DeleteClusterDialog
        cluster={dialog.cluster}
        opened={dialog.kind === "delete"}
        onClose={onClose}
        onScheduled={() => {
          onClose();
          onDeleted();
        }}
      />
    </>
  );
}

function Clusters() {
  const api = useApi();
  const list = useQuery({ ...clusterQueries.list(api), meta: { errorToast: false } });
  const [confirmAll, setConfirmAll] = useState(false);
  const [dialog, setDialog] = useState<RowDialog | null>(null);
  const kubeconfig = useKubeconfigDownload();
  const skipped = useSkippedItems("clusters");
  const clusters = list.data ?? [];
  const pending = usePendingDeployments(clusters);
  const { search, sort, setSearch, orderBy } = useClusterListParams();
  // A cluster deleted from its row leaves a disabled button behind: the focus goes back to the search.
  const searchBox = useRefocus<HTMLInputElement>();

  return (
    <Stack>
      <ClustersHeader clusters={clusters} onDeleteAll={() => setConfirmAll(true)} />
      {list.isSuccess && <SkippedItems skipped={skipped} noun={["cluster", "clusters"]} />}
      {list.isSuccess && (clusters.length > 0 || pending.length > 0) && (
        <ClusterControls search={search} onSearch={setSearch} sort={sort} onSort={orderBy} searchRef={searchBox.ref} />
      )}
      <ClustersBody
        list={list}
        pending={pending}
        anySkipped={skipped.length > 0}
        search={search}
        onClearSearch={() => setSearch("")}
        sort={sort}
        onSort={orderBy}
        kubeconfig={kubeconfig}
        onDialog={setDialog}
      />
      <DeleteAllDialog clusters={clusters} opened={confirmAll} onClose={() => setConfirmAll(false)} />
      <RowDialogs dialog={dialog} onClose={() => setDialog(null)} onDeleted={searchBox.refocus} />
    </Stack>
  );
}

/**
 * The dashboard's clusters section (product-rules §7): search, order, and each cluster's actions (view,
 * kubeconfig, add node, delete, with the cluster page's own dialogs).
 */
export function ClustersSection() {
  return (
    <TrackerProvider shows="all">
      <Clusters />
    </TrackerProvider>
  );
}
