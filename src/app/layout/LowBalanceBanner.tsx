import { Alert, Anchor, Group, Text } from "@mantine/core";
import type { Runway } from "@kubecloud/sdk";
import { useState } from "react";
import { Link } from "react-router-dom";
import { ErrorIcon, WarningIcon } from "../../components/icons.tsx";
import ui from "../../components/ui/ui.module.css";
import { dashboardPath } from "../../config/paths.ts";
import { lowBalanceAccount, lowBalanceLevel, useLowBalanceSettings } from "../../lib/low-balance.ts";
import { useRunway } from "../../lib/queries/runway.ts";
import { whatStops } from "../../lib/runway-text.ts";
import { useSession } from "../../lib/session/session-context.ts";

const titles: Record<Runway["state"], string> = {
  debt: "Your account is in debt",
  empty: "Your balance is used up",
  hours: "Your balance runs out within a day",
  days: "Your balance runs low",
  "not-spending": "",
};

/** What the user dismissed in this tab's session: it comes back only when things get worse (a new level or state). */
const dismissedKey = "kubecloud-low-balance-dismissed";

function dismissed(): string | null {
  try {
    return sessionStorage.getItem(dismissedKey);
  } catch {
    return null;
  }
}

function dismiss(key: string): void {
  try {
    sessionStorage.setItem(dismissedKey, key);
  } catch {
    // storage refused: dismissed until the next render that reads it
  }
}

/**
 * The low-balance warning on every signed-in page: yellow when the balance lasts fewer days than the user's
 * warning threshold, red under the critical one or with debt (saying what stops and when), with Add Funds.
 * It takes room in the page's flow under the navbar and the toasts, so it covers nothing.
 */
export default function LowBalanceBanner() {
  const { user } = useSession();
  const settings = useLowBalanceSettings(lowBalanceAccount(user));
  const { runway } = useRunway();
  const [closed, setClosed] = useState<string | null>(dismissed);
  if (!runway) return null;
  const level = lowBalanceLevel(runway, settings);
  if (!level) return null;
  const key = `${level}:${runway.state}`;
  if (closed === key) return null;
  const critical = level === "critical";
  return (
    <section aria-label="Low balance" className={ui.container}>
      <Alert
        my="xs"
        color={critical ? "red" : "yellow"}
        variant="light"
        icon={critical ? <ErrorIcon /> : <WarningIcon />}
        title={titles[runway.state]}
        role={critical ? "alert" : "status"}
        withCloseButton
        closeButtonLabel="Dismiss until it gets worse"
        onClose={() => {
          dismiss(key);
          setClosed(key);
        }}
      >
        <Text size="sm">{whatStops(runway)}</Text>
        <Group gap="md" mt="xs">
          {/* The layout's own button look (ui.module.css, in the first load already): Mantine's Button would
              be one more chunk, shared with the screens, in the first load's list. */}
          <Link to={dashboardPath("add-funds")} className={`${ui.button} mantine-focus-auto`}>
            Add Funds
          </Link>
          <Anchor component={Link} to={dashboardPath()} size="sm" c="inherit" underline="always" fw={500}>
            What Is Spending It
          </Anchor>
          <Anchor component={Link} to={dashboardPath("profile")} size="sm" c="inherit" underline="always" fw={500}>
            Change Warnings
          </Anchor>
        </Group>
      </Alert>
    </section>
  );
}
