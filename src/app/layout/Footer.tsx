import { Anchor, Container, Group, Text } from "@mantine/core";
import { Link } from "react-router-dom";
import { paths } from "../../config/paths.ts";

const SOURCE_URL = "https://github.com/codescalers/kubecloud";

/** Docs, the source code and the copyright line with the current year (product-rules §2). */
export function Footer() {
  return (
    <Container component="footer" size="xl" py="lg" mt="xl">
      <Group justify="space-between" gap="sm">
        <Group gap="md">
          <Anchor component={Link} to={paths.docs} size="sm">
            Docs
          </Anchor>
          <Anchor href={SOURCE_URL} target="_blank" rel="noopener noreferrer" size="sm">
            Source Code
          </Anchor>
        </Group>
        <Text size="sm" c="dimmed">
          © {new Date().getFullYear()} KubeCloud. All rights reserved.
        </Text>
      </Group>
    </Container>
  );
}
