import { Badge, Container, Group, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import type { ReactNode } from "react";
import { usePageMeta } from "../../lib/use-page-meta.ts";
import { GatewayVisual, LoadBalancerVisual, MeshVisual, MultiMasterVisual } from "./visuals.tsx";
import classes from "./FeaturesPage.module.css";
import { PageHeader } from "../../components/PageHeader.tsx";

interface Feature {
  title: string;
  text: string;
  chips: string[];
  visual: ReactNode;
  /** What the diagram shows, for screen readers. */
  figure: string;
}

const features: Feature[] = [
  {
    title: "Mycelium Networking",
    text: "Every node of a cluster joins an end-to-end encrypted peer-to-peer network. Traffic finds the shortest path between peers, whatever country or provider they are in.",
    chips: ["End-to-end encrypted", "Peer-to-peer", "Nature-inspired"],
    visual: <MeshVisual />,
    figure: "Diagram: peers connected in a mesh, each with several routes to the others.",
  },
  {
    title: "Simple Web Gateway Access",
    text: "Publish a service on a domain through the grid's web gateways: no ingress controller to install, and private services stay reachable only through the gateway.",
    chips: ["Simple configuration", "Built-in routing", "No ingress controllers"],
    visual: <GatewayVisual />,
    figure: "Diagram: clients reach two gateways, which route to public and private servers.",
  },
  {
    title: "Multi-Master Clusters",
    text: "Run several control-plane nodes. When the leader fails another master takes over, and upgrades roll through the masters without downtime.",
    chips: ["HA control plane", "Automatic failover", "Zero-downtime upgrades"],
    visual: <MultiMasterVisual />,
    figure: "Diagram: three masters in a ring, one of them the leader, with seven workers around them.",
  },
  {
    title: "Effortless Load Balancing & Scaling",
    text: "Spread requests over replicas with built-in load balancing, and add worker nodes to a running cluster when the load grows.",
    chips: ["Auto-scaling", "Built-in load balancing", "High availability"],
    visual: <LoadBalancerVisual />,
    figure: "Diagram: clients send traffic to a load balancer that spreads it over four services.",
  },
];

/** /features: the platform's features, each with a diagram that only moves on hover or focus. */
export function FeaturesPage() {
  usePageMeta(
    "Features",
    "Encrypted mesh networking, web gateways, multi-master clusters and load balancing on KubeCloud.",
  );
  return (
    <Container size="lg" py={48}>
      <PageHeader
        hero
        title="Powerful Features"
        description="Everything you need to build, deploy and scale your applications with confidence."
      />
      <Stack gap={64}>
        {features.map((feature, index) => (
          <section
            key={feature.title}
            className={classes.panel}
            data-flip={index % 2 === 1 || undefined}
            aria-labelledby={`feature-${index}`}
          >
            <div className={classes.copy}>
              <Title order={2} id={`feature-${index}`} size="h3">
                {feature.title}
              </Title>
              <Text c="dimmed" my="md">
                {feature.text}
              </Text>
              <Group gap="xs">
                {feature.chips.map((chip) => (
                  <Badge key={chip} variant="outline" color="blue" size="lg" tt="none" fw={500}>
                    {chip}
                  </Badge>
                ))}
              </Group>
            </div>
            <figure className={classes.figure} aria-labelledby={`feature-${index}-figure`}>
              {feature.visual}
              <VisuallyHidden component="figcaption" id={`feature-${index}-figure`}>
                {feature.figure}
              </VisuallyHidden>
            </figure>
          </section>
        ))}
      </Stack>
    </Container>
  );
}
