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

/**
 * Sets the document title ("<title> · KubeCloud") and the meta description while the page is shown,
 * and puts the previous ones back when it goes, so a page without its own never shows a stale one.
 */
export function usePageMeta(title: string, description: string) {
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
