import { Button, Center, Group, Stack, Text, Title } from "@mantine/core";
import { Link, useLocation } from "react-router-dom";
import { dashboardPath, paths } from "../config/paths.ts";
import { useSession } from "../lib/session/session-context.ts";
import { usePageMeta } from "../lib/use-page-meta.ts";

export function NotFoundPage() {
  const { pathname } = useLocation();
  const { signedIn } = useSession();
  usePageMeta("Page Not Found", "There is no page at this address.");
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" maw={520} ta="center">
        <Title order={1}>Page Not Found</Title>
        <Text c="dimmed">
          There is nothing at <code>{pathname}</code>. It may have moved, or the link may be mistyped.
        </Text>
        <Group>
          <Button component={Link} to={paths.home}>
            Home
          </Button>
          {/* Only where the visitor can go: a guest would just bounce off the dashboard to the sign-in page. */}
          {signedIn ? (
            <Button component={Link} to={dashboardPath()} variant="default">
              Dashboard
            </Button>
          ) : (
            <Button component={Link} to={paths.signIn} variant="default">
              Sign In
            </Button>
          )}
          <Button component={Link} to={paths.docs} variant="subtle">
            Docs
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
