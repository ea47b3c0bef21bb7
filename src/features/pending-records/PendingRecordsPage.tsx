import { Button, Center, Container, Loader, Paper, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { operations } from "@kubecloud/sdk";
import { Link } from "react-router-dom";
import { paths } from "../../config/paths.ts";
import { RetryPanel } from "../../components/RetryPanel.tsx";
import { useApi } from "../../lib/api-context.ts";
import { usePageMeta } from "../../lib/use-page-meta.ts";
import { accountQueries } from "../../lib/queries/account.ts";
import { PendingRecordsTable } from "./PendingRecordsTable.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";

function SignInPrompt() {
  return (
    <Paper p="xl" withBorder ta="center">
      <Text mb="md">Sign in to see your payments and how much of each has reached your account.</Text>
      <Button component={Link} to={paths.signIn} state={{ from: paths.pendingRequests }}>
        Sign in
      </Button>
    </Paper>
  );
}

function Records() {
  const api = useApi();
  const { data, isPending, isError, isFetching, refetch } = useQuery(accountQueries.pendingRecords(api));
  if (isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading payments" />
      </Center>
    );
  }
  if (isError) {
    return (
      <RetryPanel
        message={operations.listPendingRecords.errorMessage}
        retrying={isFetching}
        onRetry={() => void refetch()}
      />
    );
  }
  if (data.length === 0) {
    return (
      <Paper p="xl" withBorder ta="center">
        <Text c="dimmed">
          No pending payments. Card charges, vouchers and credits show here until they reach your account.
        </Text>
      </Paper>
    );
  }
  return <PendingRecordsTable records={data} />;
}

/** /pending-requests: the user's pending payment records; guests get a sign-in prompt. */
export function PendingRecordsPage({ signedIn }: { signedIn: boolean }) {
  usePageMeta(
    "Payments",
    "Your card charges, redeemed vouchers and credits, and how much of each has been transferred.",
  );
  return (
    <Container size="lg" py={48}>
      <Stack gap="lg">
        <PageHeader
          title="Payments"
          description="Your payment records and how much of each has been transferred to your account."
        />
        {signedIn ? <Records /> : <SignInPrompt />}
      </Stack>
    </Container>
  );
}
