import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Plugin } from "vite";

/**
 * Builds with React Router's production bundle. Its package.json exports only `dist/development` (a stopgap
 * of theirs: remix-run/react-router#12437, still open as #14102), so a production build ships the router's
 * dev-only warnings and checks: about 450 B gzip of the first load. `dist/production` is the same code with
 * those left out. Builds only: the dev server and Vitest keep the warnings.
 */
export function routerProductionBuild(): Plugin {
  const dist = join(dirname(createRequire(import.meta.url).resolve("react-router/package.json")), "dist/production");
  return {
    name: "kubecloud:router-production",
    apply: "build",
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: join(dist, "index.mjs") },
          { find: /^react-router\/dom$/, replacement: join(dist, "dom-export.mjs") },
        ],
      },
    }),
  };
}
