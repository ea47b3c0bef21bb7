import { Button, Center, Stack, Text, Title } from "@mantine/core";

import { Link } from "react-router-dom";
import { paths } from "../config/paths.ts";
import { errorText } from "../lib/error-text.ts";
import { texts } from "../config/texts.ts";

/** "Something went wrong" with what the server said, or the fallback text of product-rules §8. */
export function RouteError({ error }: { error: unknown }) {
  const message = errorText(error, texts.ui.unexpectedRefresh);
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" maw={520} ta="center">
        <Title order={1}>{texts.ui.somethingWentWrong}</Title>
        <Text c="dimmed">{message}</Text>
        <Button onClick={() => window.location.reload()}>Reload the Page</Button>
        <Button component={Link} to={paths.home} variant="subtle">
          Back to Home
        </Button>
      </Stack>
    </Center>
  );
}
