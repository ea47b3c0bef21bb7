import { Center, Loader } from "@mantine/core";
import { lazy, Suspense, useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { usePageMeta } from "../../lib/use-page-meta.ts";
import { DocsLayout } from "./DocsLayout.tsx";
import { API_REFERENCE, findDocument } from "./documents.ts";
import { MarkdownView } from "./MarkdownView.tsx";
import { reveal } from "./reveal.ts";

const ApiReferenceView = lazy(() => import("./api/ApiReferenceView.tsx"));

/**
 * /docs: the guides shipped with the app (Markdown, sanitised) and the API reference generated from
 * the contract. The document is `?doc=<slug>` and a section `#<anchor>`, so both can be linked.
 */
export function DocsPage() {
  const { search, hash } = useLocation();
  const navigate = useNavigate();
  const doc = findDocument(new URLSearchParams(search).get("doc"));
  usePageMeta(doc.slug === API_REFERENCE ? "API Reference" : `${doc.title} · Docs`, doc.description);
  const { rendered } = doc;

  // After switching documents: go to the requested section, else to the top with focus on the title.
  const shown = useRef<string | null>(null);
  useEffect(() => {
    const first = shown.current === null;
    shown.current = doc.slug;
    if (hash) {
      reveal(`${doc.slug}-${decodeURIComponent(hash.slice(1))}`);
    } else if (!first) {
      window.scrollTo({ top: 0 });
      document.querySelector<HTMLElement>("[data-docs-content] h1")?.focus({ preventScroll: true });
    }
  }, [doc.slug, hash, rendered]);

  if (!rendered) {
    return (
      <Suspense
        fallback={
          <DocsLayout current={API_REFERENCE} toc={[]}>
            <Center py="xl">
              <Loader aria-label="Loading the API reference" />
            </Center>
          </DocsLayout>
        }
      >
        <ApiReferenceView />
      </Suspense>
    );
  }
  return (
    <DocsLayout current={doc.slug} toc={rendered.headings}>
      <MarkdownView
        html={rendered.html}
        idPrefix={doc.slug}
        onOpenDocument={(slug, anchor) =>
          void navigate({ search: `?doc=${encodeURIComponent(slug)}`, hash: anchor ? `#${anchor}` : "" })
        }
      />
    </DocsLayout>
  );
}
