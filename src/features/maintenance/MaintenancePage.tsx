import { Anchor, Button, Container, Paper, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useEffect, type ReactNode } from "react";
import { useNavigate } from "react-router-dom";
import { icon } from "../../components/icon.tsx";
import { contact, supportMailto } from "../../config/contact.ts";
import { paths } from "../../config/paths.ts";
import { useApi } from "../../lib/api-context.ts";
import { usePageMeta } from "../../lib/use-page-meta.ts";
import { MAINTENANCE_POLL_MS, maintenancePollQuery } from "./maintenance-status-query.ts";
import classes from "./MaintenancePage.module.css";
import { formatTimeOfDay } from "../../lib/format.ts";

const ToolsIllustration = /* @__PURE__ */ icon(
  [
    "M3 21h4l13 -13a1.5 1.5 0 0 0 -4 -4l-13 13v4",
    "M14.5 5.5l4 4",
    "M12 8l-5 -5l-4 4l5 5",
    "M7 8l-1.5 1.5",
    "M16 12l5 5l-4 4l-5 -5",
    "M16 17l-1.5 1.5",
  ],
  "ToolsIllustration",
  { size: 72, strokeWidth: 1.25 },
);

/**
 * /maintenance: says the site is under maintenance and asks the server again every 30 s (and when
 * the tab comes back); when maintenance is over it calls `onEnded`, or goes to / without one.
 * `adminEntry` (from the app) is the administrators' way in, shown under the check.
 */
export function MaintenancePage({ onEnded, adminEntry }: { onEnded?: () => void; adminEntry?: ReactNode }) {
  usePageMeta("Maintenance", "KubeCloud is under maintenance and will be back shortly.");
  const api = useApi();
  const navigate = useNavigate();
  const { data: enabled, dataUpdatedAt, errorUpdatedAt, isFetching, refetch } = useQuery(maintenancePollQuery(api));

  useEffect(() => {
    if (enabled !== false) return;
    if (onEnded) onEnded();
    else void navigate(paths.home, { replace: true });
  }, [enabled, onEnded, navigate]);

  const checkedAt = Math.max(dataUpdatedAt, errorUpdatedAt);
  return (
    <Container size="sm" py={64}>
      <Paper p={{ base: "lg", sm: 48 }} withBorder ta="center">
        <Stack align="center" gap="md">
          <ToolsIllustration className={classes.illustration} />
          <Title order={1}>We&apos;ll Be Back Soon</Title>
          <Text>
            We&apos;re performing <strong>maintenance</strong> to improve your experience. Thanks for your patience —
            we&apos;ll be back online shortly!
          </Text>
          <Text size="sm" c="dimmed">
            This page checks every {MAINTENANCE_POLL_MS / 1000} seconds and takes you back as soon as we&apos;re done.
            {checkedAt > 0 && ` Last checked at ${formatTimeOfDay(checkedAt)}.`}
          </Text>
          <Button variant="default" loading={isFetching} onClick={() => void refetch()}>
            Check Now
          </Button>
          <Text size="sm">
            Something urgent? Write to{" "}
            <Anchor href={supportMailto(contact.maintenanceSubject)} inherit underline="always">
              {contact.supportEmail}
            </Anchor>
            .
          </Text>
          {adminEntry}
        </Stack>
      </Paper>
    </Container>
  );
}
