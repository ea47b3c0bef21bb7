import { Badge, Loader, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { UserProfile } from "@kubecloud/sdk";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { BalanceFailure } from "../../components/BalanceFailure.tsx";
import { RetryPanel } from "../../components/RetryPanel.tsx";
import { SectionHeader } from "../../components/SectionHeader.tsx";
import { useApi } from "../../lib/api-context.ts";
import { formatUsd } from "../../lib/format.ts";
import { accountQueries, netBalance } from "../../lib/queries/account.ts";
import { useSession } from "../../lib/session/session-context.ts";
import { lowBalanceAccount } from "../../lib/low-balance.ts";
import { ChangePasswordForm } from "./ChangePasswordForm.tsx";
import { LowBalanceForm } from "./LowBalanceForm.tsx";

/** A label and its value; the value is a <div>, since it can hold a badge or a loader (neither may sit in a <p>). */
function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="div" fw={500} style={{ overflowWrap: "anywhere" }}>
        {children}
      </Text>
    </div>
  );
}

function Balance() {
  const api = useApi();
  const { data, error, isPending, isError, isFetching, refetch } = useQuery(accountQueries.balance(api));
  if (isPending) return <Loader size="xs" aria-label="Loading balance" />;
  const pending = data?.pending_balance_usd ?? 0;
  return (
    <>
      {formatUsd(netBalance(data))}
      {pending > 0 && ` (+${formatUsd(pending)} pending)`}
      {isError && <BalanceFailure error={error} retrying={isFetching} onRetry={() => void refetch()} />}
    </>
  );
}

function Details({ user }: { user: UserProfile }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Field label="Username">{user.username}</Field>
      <Field label="Email">{user.email}</Field>
      <Field label="Email verified">
        <Badge color={user.verified ? "green" : "yellow"} variant="light">
          {user.verified ? "Verified" : "Not verified"}
        </Badge>
      </Field>
      <Field label="Balance">
        <Balance />
      </Field>
    </SimpleGrid>
  );
}

/**
 * The account: username, email, verification and balance, a new password and the low-balance warnings. The record is read again
 * when the section opens; until it arrives the one kept since sign-in is shown.
 */
export function ProfileSection() {
  const api = useApi();
  const session = useSession();
  const fresh = useQuery({ ...accountQueries.user(api), meta: { errorToast: false } });
  const user = fresh.data ?? session.user;
  return (
    <Stack>
      <SectionHeader title="Profile" description="Your account, its password and the low-balance warnings." />
      <Paper component="section" aria-label="Account" withBorder p="lg" radius="md">
        <Title order={3} size="h4" mb="md">
          Account
        </Title>
        {user ? (
          <Details user={user} />
        ) : fresh.isPending ? (
          <Loader aria-label="Loading your profile" />
        ) : (
          <RetryPanel
            message="Failed to load your profile"
            retrying={fresh.isFetching}
            onRetry={() => void fresh.refetch()}
          />
        )}
      </Paper>
      <Paper withBorder p="lg" radius="md">
        <Title order={3} size="h4" mb={4}>
          Change Password
        </Title>
        <Text size="sm" c="dimmed" mb="md">
          For {user?.email ?? "your account"} only. You stay signed in here; use the new password next time.
        </Text>
        <ChangePasswordForm email={user?.email} />
      </Paper>
      <Paper component="section" aria-labelledby="low-balance-title" withBorder p="lg" radius="md">
        <Title order={3} size="h4" mb={4} id="low-balance-title">
          Low-Balance Warnings
        </Title>
        <Text size="sm" c="dimmed" mb="md">
          A banner on every page when, at what you spend now, your balance would run out soon. Kept for your account in
          this browser only.
        </Text>
        <LowBalanceForm account={lowBalanceAccount(user)} />
      </Paper>
    </Stack>
  );
}
