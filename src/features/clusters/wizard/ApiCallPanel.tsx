import { Button, Code, Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { ClusterInput } from "@kubecloud/sdk";
import { DownloadIcon } from "../../../components/account-icons.tsx";
import { CopyTextButton } from "../../../components/CopyTextButton.tsx";
import { useApi } from "../../../lib/api-context.ts";
import { saveFile } from "../../../lib/save-file.ts";
import { useShowHide } from "../../../lib/use-show-hide.ts";
import { curlCall, sdkCall } from "../request.ts";
import { cliCommand, cliFileName, deployFileYaml } from "./cli-call.ts";
import { exportFile, type FileFormat } from "./request-file.ts";
import classes from "../Clusters.module.css";

/** `label` names the code block for assistive technology; `copyLabel` is the button's Title Case wording. */
function CodeSample({
  title,
  label,
  copyLabel,
  code,
}: {
  title: string;
  label: string;
  copyLabel: string;
  code: string;
}) {
  return (
    <Stack gap="xs">
      <Title order={3} size="h6">
        {title}
      </Title>
      <Code block className={classes.code} tabIndex={0} aria-label={label}>
        {code}
      </Code>
      <Group justify="flex-end">
        <CopyTextButton value={code} label={copyLabel} />
      </Group>
    </Stack>
  );
}

/**
 * "Show as API Call": the exact deploy request as an SDK call, as curl, and as the file `kubecloud deploy -f`
 * reads. The bearer token is left to an environment variable (or the command line's own sign-in) and no
 * cluster token is sent (the server makes one), so nothing secret is shown.
 */
export function ApiCallPanel({ body }: { body: ClusterInput }) {
  const api = useApi();
  const { open, panelId, toggle } = useShowHide();
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Text fw={500}>The same request from a script</Text>
          <Group gap="xs">
            {(["yaml", "json"] as FileFormat[]).map((format) => {
              const file = exportFile(body, format);
              return (
                <Button
                  key={format}
                  variant="default"
                  size="xs"
                  leftSection={<DownloadIcon />}
                  aria-label={`Export ${file.name}`}
                  onClick={() => saveFile(new Blob([file.text], { type: file.type }), file.name)}
                >
                  Export {format.toUpperCase()}
                </Button>
              );
            })}
            <Button variant="subtle" size="xs" {...toggle}>
              {open ? "Hide the API Call" : "Show as API Call"}
            </Button>
          </Group>
        </Group>
        <Text size="sm" c="dimmed">
          Export saves this request as the file kubecloud deploy -f reads; Import on the first step reads it back.
        </Text>
        {open && (
          <Stack id={panelId} gap="md">
            <Text size="sm" c="dimmed">
              Set KUBECLOUD_TOKEN to your access token first (or run kubecloud login for the command line). No cluster
              token is sent: the server generates one.
            </Text>
            <CodeSample
              title="With the SDK"
              label="SDK call"
              copyLabel="Copy SDK Call"
              code={sdkCall(api.baseUrl, body)}
            />
            <CodeSample
              title="With curl"
              label="curl command"
              copyLabel="Copy curl Command"
              code={curlCall(api.baseUrl, body)}
            />
            <CodeSample
              title="With the kubecloud command line"
              label="kubecloud command"
              copyLabel="Copy Command"
              code={cliCommand}
            />
            <CodeSample
              title={`${cliFileName}, the file it reads`}
              label={`${cliFileName} for kubecloud`}
              copyLabel={`Copy ${cliFileName}`}
              code={deployFileYaml(body)}
            />
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
