import { Badge, Container, Group, List, Paper, SimpleGrid, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { paths } from "../../config/paths.ts";
import { usePageMeta } from "../../lib/use-page-meta.ts";
import { AntennaIcon, BrainIcon, BuildingIcon } from "./use-case-icons.tsx";
import classes from "./UseCasesPage.module.css";
import { PageHeader } from "../../components/PageHeader.tsx";

interface UseCase {
  title: string;
  icon: ReactNode;
  text: string;
  tags: string[];
  /** When it is a good fit. */
  fits: string[];
  /** How to set it up on the platform. */
  setup: string;
}

const useCases: UseCase[] = [
  {
    title: "AI/ML Training",
    icon: <BrainIcon />,
    text: "Run GPU-accelerated workloads for deep learning and data science on demand.",
    tags: ["GPU acceleration", "Scalable compute", "Cost optimisation"],
    fits: [
      "Training and fine-tuning jobs that need GPUs for days, not years",
      "Batch inference and data pipelines",
      "Teams that want to pay per node instead of per hour of a managed service",
    ],
    setup: "Reserve nodes with GPUs, then deploy a cluster whose workers run on them.",
  },
  {
    title: "Enterprise Kubernetes",
    icon: <BuildingIcon />,
    text: "Deploy production-grade clusters with full control and no vendor lock-in.",
    tags: ["High availability", "Security", "Compliance"],
    fits: [
      "Production services that need several masters and automatic failover",
      "Workloads that must stay in chosen countries",
      "Teams that want plain K3s and standard tooling, nothing proprietary",
    ],
    setup: "Deploy a multi-master cluster and pick the nodes' countries; access it with its kubeconfig.",
  },
  {
    title: "Edge & IoT",
    icon: <AntennaIcon />,
    text: "Use nodes around the world for low-latency edge computing and IoT applications.",
    tags: ["Low latency", "Global distribution", "Real-time processing"],
    fits: [
      "Services that must answer close to their users or devices",
      "Collecting and filtering sensor data before it reaches a central site",
      "Small clusters in many regions rather than one large one",
    ],
    setup: "Deploy one small cluster per region, on nodes near your users.",
  },
];

/** /use-cases: what the platform is good for, and what fits each case. */
export function UseCasesPage() {
  usePageMeta(
    "Use Cases",
    "AI/ML training, enterprise Kubernetes and edge computing on KubeCloud, and what fits each.",
  );
  return (
    <Container size="lg" py={48}>
      <PageHeader hero title="Use Cases" description="How teams use KubeCloud, and when it is the right fit." />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {useCases.map((useCase, index) => (
          <Paper
            key={useCase.title}
            component="article"
            aria-labelledby={`use-case-${index}`}
            p="lg"
            withBorder
            className={classes.card}
          >
            <div className={classes.icon}>{useCase.icon}</div>
            <Title order={2} size="h3" id={`use-case-${index}`} mt="md">
              {useCase.title}
            </Title>
            <Text c="dimmed" mt="xs">
              {useCase.text}
            </Text>
            <Group gap={6} mt="md">
              {useCase.tags.map((tag) => (
                <Badge key={tag} variant="light" color="blue" tt="none" fw={500}>
                  {tag}
                </Badge>
              ))}
            </Group>
            <Title order={3} size="h5" mt="lg" mb="xs">
              A Good Fit For
            </Title>
            <List size="sm" spacing={4}>
              {useCase.fits.map((fit) => (
                <List.Item key={fit}>{fit}</List.Item>
              ))}
            </List>
            <Text size="sm" mt="md">
              <strong>How: </strong>
              {useCase.setup}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <Text ta="center" mt={48}>
        Ready to try one? Read{" "}
        <Link to={paths.docs} className={classes.link}>
          the documentation
        </Link>{" "}
        or{" "}
        <Link to={paths.deploy} className={classes.link}>
          deploy a cluster
        </Link>
        .
      </Text>
    </Container>
  );
}
