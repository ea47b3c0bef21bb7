import { Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { CloudIcon, PulseIcon, RocketIcon, ShieldLockIcon, SlidersIcon, TeamIcon } from "./feature-icons.tsx";
import classes from "./HomePage.module.css";

const features: { title: string; text: string; icon: ReactNode }[] = [
  {
    title: "Cloud-Native Architecture",
    text: "K3s clusters built for containers and microservices, running on a global grid of independent nodes.",
    icon: <CloudIcon />,
  },
  {
    title: "Enterprise Security",
    text: "Role-based access, SSH-key access to every VM and encrypted networking between the nodes of a cluster.",
    icon: <ShieldLockIcon />,
  },
  {
    title: "Real-time Monitoring",
    text: "Live notifications as clusters deploy, nodes change state and payments settle.",
    icon: <PulseIcon />,
  },
  {
    title: "One-Click Deployments",
    text: "Pick nodes, size the masters and workers, and deploy a ready cluster with its kubeconfig.",
    icon: <RocketIcon />,
  },
  {
    title: "Team Collaboration",
    text: "Share clusters and access across your team with one account and one balance.",
    icon: <TeamIcon />,
  },
  {
    title: "Advanced Configuration",
    text: "Bring your Helm charts and manifests; tune CPU, memory and storage per node.",
    icon: <SlidersIcon />,
  },
];

/** The six feature cards of product-rules §1. */
export function FeatureCards() {
  return (
    <section aria-labelledby="home-features">
      <Stack gap="xs" align="center" ta="center" mb="xl">
        <Title order={2} id="home-features">
          Everything You Need to Succeed
        </Title>
        <Text c="dimmed" maw={620}>
          Powerful tools and features designed for modern cloud-native applications.
        </Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
        {features.map((feature) => (
          <Paper key={feature.title} p="lg" withBorder>
            <div className={classes.featureIcon}>{feature.icon}</div>
            <Title order={3} size="h4" mt="md" mb="xs">
              {feature.title}
            </Title>
            <Text size="sm" c="dimmed">
              {feature.text}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </section>
  );
}
