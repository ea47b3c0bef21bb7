import { Alert, Button, Code, Group, Loader, Stack, Text } from "@mantine/core";
import { useQuery, useQueryClient, type UseQueryResult } from "@tanstack/react-query";
import { useState } from "react";
import { DownloadIcon } from "../../../components/account-icons.tsx";
import { CopyTextButton } from "../../../components/CopyTextButton.tsx";
import { ErrorIcon } from "../../../components/icons.tsx";
import { SectionPanel } from "../../../components/SectionPanel.tsx";
import { useApi } from "../../../lib/api-context.ts";
import { errorText } from "../../../lib/error-text.ts";
import { saveFile } from "../../../lib/save-file.ts";
import { kubeconfigFile } from "../format.ts";
import { clusterScreenQueries } from "../queries.ts";
import { cliMergeCommand, mergeCommand } from "./kubeconfig-commands.ts";
import classes from "../Clusters.module.css";

/** A command with its Copy button; `label` names both for assistive technology. */
function CommandLine({ command, label }: { command: string; label: string }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Code className={classes.mono} style={{ flex: 1, minWidth: 0, overflowWrap: "anywhere" }} aria-label={label}>
        {command}
      </Code>
      <CopyTextButton value={command} label="Copy" name={`Copy ${label}`} />
    </Group>
  );
}

/** The two ways to add the cluster to ~/.kube/config and switch to it. */
function MergeCommands({ cluster }: { cluster: string }) {
  return (
    <Stack gap="xs">
      <Text size="sm">
        Add it to <Code>~/.kube/config</Code> and switch to it: save {kubeconfigFile(cluster)}, then from that folder
        run
      </Text>
      <CommandLine command={mergeCommand(cluster)} label="merge command for kubectl" />
      <Text size="sm">or, with the kubecloud command line (it fetches the file and backs up your config):</Text>
      <CommandLine command={cliMergeCommand(cluster)} label="merge command for kubecloud" />
    </Stack>
  );
}

/** While the cluster is being deployed there is no kubeconfig yet: say so, and ask the server nothing. */
export function KubeconfigPending() {
  return (
    <SectionPanel titleId="kubeconfig-title" title="Kubeconfig" gap="xs">
      <Group gap="xs" role="status">
        <Loader size="sm" aria-hidden />
        <Text size="sm">The cluster is still being deployed: its kubeconfig is here once it is running.</Text>
      </Group>
    </SectionPanel>
  );
}

/** The fetch failed: why, and Try Again. */
function KubeconfigFailure({ kubeconfig }: { kubeconfig: UseQueryResult<string> }) {
  return (
    <Alert color="red" variant="light" icon={<ErrorIcon />} role="alert" title="The kubeconfig could not be fetched">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{errorText(kubeconfig.error)}</Text>
        <Button size="xs" variant="default" loading={kubeconfig.isFetching} onClick={() => void kubeconfig.refetch()}>
          Try Again
        </Button>
      </Stack>
    </Alert>
  );
}

/** The file itself, to copy or save, and the kubectl line that uses it. */
function KubeconfigFile({ cluster, kubeconfig }: { cluster: string; kubeconfig: string }) {
  const command = `kubectl --kubeconfig ./${kubeconfigFile(cluster)} get nodes`;
  return (
    <>
      <Code block className={classes.code} tabIndex={0} aria-label={`Kubeconfig of ${cluster}`}>
        {kubeconfig}
      </Code>
      <Group gap="xs">
        <CopyTextButton value={kubeconfig} label="Copy kubeconfig" />
        <Button
          size="xs"
          variant="default"
          leftSection={<DownloadIcon />}
          onClick={() => saveFile(new Blob([kubeconfig], { type: "application/yaml" }), kubeconfigFile(cluster))}
        >
          Download {kubeconfigFile(cluster)}
        </Button>
      </Group>
      <Text size="sm">Save it, then run from the same folder:</Text>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Code className={classes.mono} style={{ flex: 1 }}>
          {command}
        </Code>
        <CopyTextButton value={command} label="Copy" />
      </Group>
      <Text size="sm">
        Its cluster, user and context are all named <Code>{cluster}</Code>, so it merges with your other kubeconfigs
        without replacing them: <Code>kubectl config use-context {cluster}</Code>.
      </Text>
    </>
  );
}

/** The kubeconfig, asked for only once shown; Hide drops it from memory. */
function useShownKubeconfig(cluster: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  const options = clusterScreenQueries.kubeconfig(api, cluster);
  const [open, setOpen] = useState(false);
  const kubeconfig = useQuery({ ...options, enabled: open });
  function hide() {
    setOpen(false);
    queryClient.removeQueries({ queryKey: options.queryKey });
  }
  return { open, show: () => setOpen(true), hide, kubeconfig };
}

/**
 * The kubeconfig, fetched when asked for (the server may need up to 120 s), named after the cluster, shown, copied
 * or saved as `{name}-kubeconfig.yaml`, with the kubectl line that uses it. It is a credential: it stays in memory, and
 * Hide (or leaving the page) drops it.
 */
export function KubeconfigPanel({ cluster }: { cluster: string }) {
  const { open, show, hide, kubeconfig } = useShownKubeconfig(cluster);
  const toggle = open ? (
    <Button size="xs" variant="subtle" onClick={hide}>
      Hide
    </Button>
  ) : (
    <Button size="xs" onClick={show}>
      Show Kubeconfig
    </Button>
  );
  return (
    <SectionPanel titleId="kubeconfig-title" title="Kubeconfig" actions={toggle}>
      {!open && (
        <Text size="sm" c="dimmed">
          The file kubectl needs to reach this cluster. It holds the cluster&apos;s credentials: keep it private.
        </Text>
      )}
      {open && kubeconfig.isPending && (
        <Group gap="xs" role="status">
          <Loader size="sm" aria-hidden />
          <Text size="sm">
            Fetching the kubeconfig; the server can take up to two minutes to read it from the cluster…
          </Text>
        </Group>
      )}
      {open && kubeconfig.isError && <KubeconfigFailure kubeconfig={kubeconfig} />}
      {open && kubeconfig.data && <KubeconfigFile cluster={cluster} kubeconfig={kubeconfig.data} />}
      <MergeCommands cluster={cluster} />
    </SectionPanel>
  );
}
