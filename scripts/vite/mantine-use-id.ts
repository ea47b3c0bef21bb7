import type { Plugin } from "vite";

/** Mantine's `useId` (@mantine/hooks), which its inputs, menus and popovers call for their ids and ARIA links. */
const USE_ID = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;

/**
 * Mantine's `useId` without its random swap. Mantine starts from React's `useId` (the same on the server and in
 * the browser) and, in a layout effect, replaces it with a random id: a leftover from React versions without
 * `useId`. Each swap is a state update during the commit, so right after hydration every input of the page
 * rendered a second time, synchronously (one long task on a slow phone), and changed its ids in the DOM. React's
 * id is unique and stable on its own; this keeps it. Only the build is served this way (the dev server
 * pre-bundles Mantine; tests run it as published).
 */
export function mantineStableIds(): Plugin {
  return {
    name: "kubecloud:mantine-stable-ids",
    enforce: "pre",
    load(id) {
      if (!USE_ID.test(id)) return null;
      return [
        'import { useId as useReactId } from "react";',
        "export function useId(staticId) {",
        "  const reactId = useReactId();",
        '  return typeof staticId === "string" ? staticId : `mantine-${reactId.replace(/:/g, "")}`;',
        "}",
      ].join("\n");
    },
  };
}
