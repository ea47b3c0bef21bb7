import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Plugin } from "vite";

// `Form.displayName = "Form";` is a statement of its own: a bundler must keep it, and with it the component it
// names and all that component uses (Form, its submit code, ScrollRestoration…), even when nothing imports it.
// React reads displayName in development only (DevTools, warnings).
const DISPLAY_NAME = /^[ \t]*[\w$]+\.displayName = "[^"\n]*";$/gm;
// Top-level `var Link = React10.forwardRef(…)` lacks the pure annotation the rest of the file has.
const UNANNOTATED = /^var ([\w$]+) = (React\d*\.(?:forwardRef|memo|createContext)\()/gm;
// Two components of framework mode and of React Server Components, which the console (a declarative
// BrowserRouter) never renders: Link renders PrefetchPageLinks only under framework mode's context
// (usePrefetchBehavior), and RenderErrorBoundary renders RSCErrorHandler only under an RSC router. Their
// bodies (route module loading, link descriptors, redirect digests) are some 1.3 kB gzip of the first load.
const NEVER_RENDERED: Record<string, string> = {
  PrefetchPageLinks: "function PrefetchPageLinks() {\n  return null;\n}\n",
  RSCErrorHandler: "function RSCErrorHandler({ children }) {\n  return children;\n}\n",
};
const NEVER_RENDERED_BODY = new RegExp(`^function (${Object.keys(NEVER_RENDERED).join("|")})\\([^]*?^}\n`, "gm");

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
        code: code
          .replace(DISPLAY_NAME, "")
          .replace(UNANNOTATED, "var $1 = /* @__PURE__ */ $2")
          .replace(NEVER_RENDERED_BODY, (_, name: string) => NEVER_RENDERED[name] ?? ""),
        map: null,
      }),
    },
  };
}
