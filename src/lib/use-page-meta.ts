import { useEffect } from "react";

const SITE = "KubeCloud";

function descriptionTag(): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement("meta");
    tag.name = "description";
    document.head.append(tag);
  }
  return tag;
}

/** While prerendering: the title and description of the page rendered, for its HTML's head. */
export const prerenderedPageMeta: { title?: string; description?: string } = {};

/**
 * Sets the document title ("<title> · KubeCloud") and the meta description while the page is shown,
 * and puts the previous ones back when it goes, so a page without its own never shows a stale one.
 */
export function usePageMeta(title: string, description: string) {
  if (import.meta.env.SSR) Object.assign(prerenderedPageMeta, { title: `${title} · ${SITE}`, description });
  useEffect(() => {
    const tag = descriptionTag();
    const previous = { title: document.title, description: tag.content };
    document.title = `${title} · ${SITE}`;
    tag.content = description;
    return () => {
      document.title = previous.title;
      tag.content = previous.description;
    };
  }, [title, description]);
}
