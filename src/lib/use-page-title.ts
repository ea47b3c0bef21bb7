import { useEffect } from "react";

/** Sets the document title ("<title> · KubeCloud"). */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · KubeCloud`;
  }, [title]);
}
