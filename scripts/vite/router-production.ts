import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Plugin } from "vite";

// `Form.displayName = "Form";` is a statement of its own: a bundler must keep it, and with it the component it
// names and all that component uses (Form, its submit code, ScrollRestoration…), even when nothing imports it.
// React reads displayName in development only (DevTools, warnings).
const DISPLAY_NAME = /^[ \t]*[\w$]+\.displayName = "[^"\n]*";$/gm;
// Top-level `var Link = React10.forwardRef(…)` lacks the pure annotation the rest of the file has.
const UNANNOTATED = /^var ([\w$]+) = (React\d*\.(?:forwardRef|memo|createContext)\()/gm;

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
    // The components the console never renders (Form, ScrollRestoration, the data routers' pieces) left out.
    transform: {
      filter: { id: /[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/ },
      handler: (code) => ({
        code: code.replace(DISPLAY_NAME, "").replace(UNANNOTATED, "var $1 = /* @__PURE__ */ $2"),
        map: null,
      }),
    },
  };
}
