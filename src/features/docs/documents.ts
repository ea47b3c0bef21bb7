import type { RenderedMarkdown } from "./markdown.ts";
import deploying from "./content/deploying.md?doc";
import faq from "./content/faq.md?doc";
import gettingStarted from "./content/getting-started.md?doc";
import kubeconfig from "./content/kubeconfig.md?doc";
import tutorial from "./content/tutorial.md?doc";

export interface DocEntry {
  /** The `?doc=` value. */
  slug: string;
  title: string;
  description: string;
  /** The document, rendered at build time; absent for the API reference, generated from the contract. */
  rendered?: RenderedMarkdown;
}

export const API_REFERENCE = "api";

/**
 * The documentation shipped with the app, in reading order. A guide's slug is its file's name: the build
 * prefixes the guide's heading ids with the file's name (scripts/vite/docs-markdown.ts), and links to a
 * section use the slug.
 */
export const documents: DocEntry[] = [
  {
    slug: "getting-started",
    title: "Getting Started",
    description: "What KubeCloud is, how a cluster is built, and a quick start.",
    rendered: gettingStarted,
  },
  {
    slug: "deploying",
    title: "Deploying a Cluster",
    description: "Names, masters and workers, following progress and changing a running cluster.",
    rendered: deploying,
  },
  {
    slug: "kubeconfig",
    title: "Accessing Your Cluster",
    description: "Use the kubeconfig with kubectl, and reach machines over SSH with Mycelium.",
    rendered: kubeconfig,
  },
  {
    slug: "tutorial",
    title: "Tutorial",
    description: "Deploy an app, load-balance three servers and connect services.",
    rendered: tutorial,
  },
  {
    slug: "faq",
    title: "FAQ",
    description: "Answers about accounts, billing, clusters, networking and security.",
    rendered: faq,
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
