import { Button, Center, Stack, Text, Title } from "@mantine/core";
import { messages } from "@kubecloud/sdk";
import { Link } from "react-router-dom";
import { paths } from "../config/paths.ts";
import { errorText } from "../components/feedback/toasts.tsx";

/** "Something went wrong" with the error's message, or the spec's fallback text (spec §8). */
export function RouteError({ error }: { error: unknown }) {
  const message = errorText(error, messages.ui.unexpectedRefresh);
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" maw={520} ta="center">
        <Title order={1}>{messages.ui.somethingWentWrong}</Title>
        <Text c="dimmed">{message}</Text>
        <Button onClick={() => window.location.reload()}>Reload the page</Button>
        <Button component={Link} to={paths.home} variant="subtle">
          Back to home
        </Button>
      </Stack>
    </Center>
  );
}
