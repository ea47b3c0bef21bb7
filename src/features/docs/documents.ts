import deploying from "./content/deploying.md?raw";
import faq from "./content/faq.md?raw";
import gettingStarted from "./content/getting-started.md?raw";
import kubeconfig from "./content/kubeconfig.md?raw";
import tutorial from "./content/tutorial.md?raw";

export interface DocEntry {
  /** The `?doc=` value. */
  slug: string;
  title: string;
  description: string;
  /** Markdown source; absent for the generated API reference. */
  source?: string;
}

export const API_REFERENCE = "api";

/** The documentation shipped with the app, in reading order. */
export const documents: DocEntry[] = [
  {
    slug: "getting-started",
    title: "Getting Started",
    description: "What KubeCloud is, how a cluster is built, and a quick start.",
    source: gettingStarted,
  },
  {
    slug: "deploying",
    title: "Deploying a Cluster",
    description: "Names, masters and workers, following progress and changing a running cluster.",
    source: deploying,
  },
  {
    slug: "kubeconfig",
    title: "Accessing Your Cluster",
    description: "Use the kubeconfig with kubectl, and reach machines over SSH with Mycelium.",
    source: kubeconfig,
  },
  {
    slug: "tutorial",
    title: "Tutorial",
    description: "Deploy an app, load-balance three servers and connect services.",
    source: tutorial,
  },
  {
    slug: "faq",
    title: "FAQ",
    description: "Answers about accounts, billing, clusters, networking and security.",
    source: faq,
  },
  {
    slug: API_REFERENCE,
    title: "API Reference",
    description: "Every operation of the KubeCloud API, generated from its contract.",
  },
];

export function findDocument(slug: string | null): DocEntry {
  return documents.find((doc) => doc.slug === slug) ?? documents[0];
}
