import { Alert, Badge, Button, Group, Modal, Paper, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { WarningIcon } from "../../components/icons.tsx";
import { useApi } from "../../lib/api-context.ts";
import { errorText } from "../../lib/error-text.ts";
import { useSetMaintenance } from "./mutations.ts";
import { adminQueries } from "./queries.ts";
import { SectionHeader } from "../../components/SectionHeader.tsx";
import { Loaded } from "./SectionParts.tsx";
import { FormErrorAlert } from "../../components/feedback/FormErrorAlert.tsx";

/** Turning maintenance on locks users out, so it is confirmed first; turning it off is not. */
function ConfirmOn({
  opened,
  busy,
  onCancel,
  onConfirm,
}: {
  opened: boolean;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title="Turn Maintenance Mode On?"
      closeButtonProps={{ "aria-label": "Close" }}
    >
      <Stack>
        <Text size="sm">
          This locks users out. Everyone but administrators is sent to the maintenance page; only the home, features,
          use cases, docs and nodes pages stay open. Signed-in users are sent there on their next page load.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button color="red" loading={busy} onClick={onConfirm} data-autofocus>
            Turn Maintenance On
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * Maintenance mode: the current state, on (after a confirmation) and off again. An admin keeps this
 * panel while it is on (product-rules §2), so it can always be turned off from here.
 */
export function MaintenanceSection() {
  const api = useApi();
  const status = useQuery(adminQueries.maintenance(api));
  const change = useSetMaintenance();
  const [confirming, setConfirming] = useState(false);

  async function set(enabled: boolean) {
    try {
      await change.mutateAsync(enabled);
    } catch {
      return; // shown below from the mutation's state
    } finally {
      setConfirming(false);
    }
    // The section shows the new state (its badge and what it means), so no toast repeats it.
  }

  return (
    <Stack>
      <SectionHeader title="Maintenance" description="Restrict access to the platform while you work on it." />
      <Loaded query={status} what="maintenance status">
        {(enabled) => (
          <Paper withBorder p="md" radius="md" component="section" aria-labelledby="maintenance-state">
            <Stack>
              <Group gap="sm">
                <Title order={3} size="h4" id="maintenance-state">
                  Maintenance Mode
                </Title>
                <Badge color={enabled ? "red" : "green"} variant="light" size="lg">
                  {enabled ? "On" : "Off"}
                </Badge>
              </Group>
              {enabled ? (
                <Alert color="yellow" variant="light" icon={<WarningIcon />}>
                  Users are locked out: they see the maintenance page, and only the home, features, use cases, docs and
                  nodes pages are open. You can still use this panel as an administrator.
                </Alert>
              ) : (
                <Text size="sm">
                  Everyone can use the console. Turn maintenance mode on to temporarily restrict access to the platform.
                </Text>
              )}
              {change.isError && <FormErrorAlert>{errorText(change.error)}</FormErrorAlert>}
              <Group>
                {enabled ? (
                  <Button loading={change.isPending} onClick={() => void set(false)}>
                    Turn Maintenance Off
                  </Button>
                ) : (
                  <Button color="red" variant="light" onClick={() => setConfirming(true)}>
                    Turn Maintenance On
                  </Button>
                )}
              </Group>
            </Stack>
          </Paper>
        )}
      </Loaded>
      <ConfirmOn
        opened={confirming}
        busy={change.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void set(true)}
      />
    </Stack>
  );
}
