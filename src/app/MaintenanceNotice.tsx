import { Alert, Container } from "@mantine/core";
import { WarningIcon } from "../components/icons.tsx";
import { texts } from "../config/texts.ts";

/** Over the pages that stay open while maintenance is on: they can be read, but no change goes through. */
export function MaintenanceNotice() {
  return (
    <Container size="xl" pt="md">
      <Alert color="yellow" variant="light" icon={<WarningIcon />} title={texts.maintenance.noticeTitle} role="status">
        {texts.maintenance.notice}
      </Alert>
    </Container>
  );
}
