import { operations } from "@kubecloud/sdk";
import { RetryPanel } from "../../components/RetryPanel.tsx";
import classes from "./HomePage.module.css";

/**
 * The statistics' failure state. A failure is rare: this panel (Mantine) and the SDK's table of operations its
 * message comes from load when needed, not with the home page.
 */
export default function StatsError({
  error,
  retrying,
  onRetry,
}: {
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <RetryPanel
      label="Platform statistics"
      className={classes.statsError}
      message={operations.getStats.errorMessage}
      error={error}
      retrying={retrying}
      onRetry={onRetry}
    />
  );
}
