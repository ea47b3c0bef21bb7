import { Button, Container, Paper, Stack, Text } from "@mantine/core";
import { Link } from "react-router-dom";
import { paths } from "../../config/paths.ts";
import { usePageMeta } from "../../lib/use-page-meta.ts";
import { PendingRecords } from "../../entities/pending-records/PendingRecords.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";

function SignInPrompt() {
  return (
    <Paper p="xl" withBorder ta="center">
      <Text mb="md">Sign in to see your payments and how much of each has reached your account.</Text>
      <Button component={Link} to={paths.signIn} state={{ from: paths.pendingRequests }}>
        Sign In
      </Button>
    </Paper>
  );
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
        {signedIn ? <PendingRecords /> : <SignInPrompt />}
      </Stack>
    </Container>
  );
}
