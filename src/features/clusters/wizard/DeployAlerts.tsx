import { Alert, Anchor, Button, Stack, Text } from "@mantine/core";
import { Link } from "react-router-dom";
import { WarningIcon } from "../../../components/icons.tsx";
import { FormErrorAlert } from "../../../components/feedback/FormErrorAlert.tsx";
import { UnconfirmedAlert } from "../../../components/UnconfirmedAlert.tsx";
import { dashboardPath } from "../../../config/paths.ts";
import { errorText } from "../../../lib/error-text.ts";
import type { useDeployCluster } from "./use-deploy-cluster.ts";

interface DeployAlertsProps {
  name: string;
  outcome: ReturnType<typeof useDeployCluster>;
  onChangeName: () => void;
}

/**
 * What became of Deploy when it did not open the cluster: no answer (it may have started), a name taken by that
 * earlier attempt, or the server's refusal.
 */
export function DeployAlerts({ name, outcome, onChangeName }: DeployAlertsProps) {
  const { deploy, refused, conflict, maybeStarted } = outcome;
  const clustersLink = (
    <Anchor component={Link} to={dashboardPath("clusters")} c="inherit" fz="inherit" underline="always">
      your clusters
    </Anchor>
  );
  const changeName = (
    <Button size="xs" variant="default" onClick={onChangeName}>
      Change the Name
    </Button>
  );
  return (
    <>
      {deploy.unconfirmed && (
        <UnconfirmedAlert
          title="We could not confirm the deployment"
          error={deploy.error}
          rechecking={deploy.rechecking}
          whether={`${name} is being deployed`}
        >
          Check {clustersLink} before you deploy again; if it did start, the server refuses a second cluster with the
          same name.
        </UnconfirmedAlert>
      )}
      {conflict && maybeStarted ? (
        <Alert color="yellow" variant="light" icon={<WarningIcon />} role="alert" title={`${name} already exists`}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              Your earlier attempt, which got no answer, most likely started it: it shows in {clustersLink} once it is
              ready. To deploy another cluster, give it another name.
            </Text>
            {changeName}
          </Stack>
        </Alert>
      ) : (
        refused && (
          <FormErrorAlert title="The cluster was not deployed">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{errorText(refused)}</Text>
              {conflict && changeName}
            </Stack>
          </FormErrorAlert>
        )
      )}
    </>
  );
}
