import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { Link, useLocation } from "react-router-dom";
import { paths } from "../../config/paths.ts";

/** Shown to a guest: the market is browsable, reserving needs an account (sign-in returns to this page). */
export function SignInToReserveAlert() {
  const location = useLocation();
  return (
    <Alert title="Sign in to reserve a node" color="blue">
      <Stack gap="xs">
        <Text size="sm">Browse every node on offer now; sign in (or create an account) to reserve one.</Text>
        <Group gap="xs">
          <Button component={Link} to={paths.signIn} state={{ from: `${location.pathname}${location.search}` }}>
            Sign In
          </Button>
          <Button component={Link} to={paths.signUp} variant="default">
            Create Account
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
