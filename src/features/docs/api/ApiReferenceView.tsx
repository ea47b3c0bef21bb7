import { DocsLayout } from "../DocsLayout.tsx";
import { API_REFERENCE } from "../documents.ts";
import { ApiReference } from "./ApiReference.tsx";
import { apiTocEntries } from "./api-toc.ts";

/** The API reference in the docs frame; its own chunk, so reading a guide never loads the contract data. */
export default function ApiReferenceView() {
  return (
    <DocsLayout current={API_REFERENCE} toc={apiTocEntries}>
      <ApiReference />
    </DocsLayout>
  );
}
