import { Alert, Anchor, Loader } from "@mantine/core";
import { Link } from "react-router-dom";
import { CheckIcon, ErrorIcon, InfoIcon } from "../../components/icons.tsx";
import { UnconfirmedAlert } from "../../components/UnconfirmedAlert.tsx";
import { dashboardPath } from "../../config/paths.ts";
import { formatUsd } from "../../lib/format.ts";
import type { ChargeState } from "./use-charge.ts";

interface ChargeStatusProps {
  state: ChargeState;
  amount?: number;
  reason?: string;
  /** The failure that left the last charge unconfirmed. */
  error?: unknown;
  rechecking?: boolean;
}

/** Where the last charge is: in progress, added, declined (with the server's reason), slow or unconfirmed. */
export function ChargeStatus({ state, amount, reason, error, rechecking = false }: ChargeStatusProps) {
  const sum = amount === undefined ? "The amount" : formatUsd(amount);
  switch (state) {
    case "idle":
      return null;
    case "in-progress":
      return (
        <Alert color="blue" variant="light" icon={<Loader size={16} />} title="Payment in progress" role="status">
          We are charging {sum} to your card. Your balance updates as soon as the payment completes.
        </Alert>
      );
    case "completed":
      return (
        <Alert color="green" variant="light" icon={<CheckIcon />} title="Payment received" role="status">
          {sum} was added to your account. It shows as pending until it has been transferred to your balance.
        </Alert>
      );
    case "failed":
      return (
        <Alert color="red" variant="light" icon={<ErrorIcon />} title="Payment failed" role="alert">
          {reason ?? "Your card was not charged."} Nothing was added to your balance.
        </Alert>
      );
    case "unconfirmed":
      return (
        <UnconfirmedAlert
          title="We could not confirm your payment"
          error={error}
          rechecking={rechecking}
          whether={`your card was charged${amount === undefined ? "" : ` ${formatUsd(amount)}`}`}
        >
          Check your balance and pending amount above, and{" "}
          <Anchor component={Link} to={dashboardPath("payments")} c="inherit" fz="inherit" underline="always">
            Payments
          </Anchor>
          , before you try again: another try is another charge.
        </UnconfirmedAlert>
      );
    case "slow":
      return (
        <Alert color="yellow" variant="light" icon={<InfoIcon />} title="Still processing" role="status">
          This payment is taking longer than usual. A notification tells you when it is done.
        </Alert>
      );
  }
}
