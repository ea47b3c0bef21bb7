import type { TocEntry } from "../TableOfContents.tsx";
import { apiReference, tagAnchor } from "./api-reference.ts";

/** The API reference's table of contents: one entry per tag, then the schemas. */
export const apiTocEntries: TocEntry[] = [
  ...apiReference.tags.map((tag) => ({ id: tagAnchor(tag.name), text: tag.name, depth: 2 as const })),
  { id: "api-schemas", text: "Schemas", depth: 2 },
];
