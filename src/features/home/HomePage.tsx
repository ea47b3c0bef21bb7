import { Container, Stack } from "@mantine/core";
import { usePageMeta } from "../../lib/use-page-meta.ts";
import { CallToAction } from "./CallToAction.tsx";
import { FeatureCards } from "./FeatureCards.tsx";
import { Hero } from "./Hero.tsx";
import { StatsPanel } from "./StatsPanel.tsx";

/**
 * Home (product-rules §1): hero with the node globe, live statistics, the feature cards and the call to action.
 * Everything but the numbers and the globe renders at once; nothing waits for the API or for WebGL.
 */
export function HomePage({ signedIn }: { signedIn: boolean }) {
  usePageMeta(
    "Managed Kubernetes on a global grid",
    "Deploy and manage Kubernetes clusters on a marketplace of compute nodes in dozens of countries.",
  );
  return (
    <>
      <Hero />
      <Container size="lg" pb={64}>
        <Stack gap={64}>
          <StatsPanel />
          <FeatureCards />
          <CallToAction signedIn={signedIn} />
        </Stack>
      </Container>
    </>
  );
}
