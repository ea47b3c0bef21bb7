import { defineConfig, defaultClientConditions, defaultServerConditions } from "vite";
import react from "@vitejs/plugin-react";
import { docsMarkdown } from "./scripts/vite/docs-markdown.ts";
import { mantineComponentCss } from "./scripts/vite/mantine-css.ts";
import { mantineStableIds } from "./scripts/vite/mantine-use-id.ts";
import { shortClassNames } from "./scripts/vite/short-class-names.ts";
import { prerender } from "./scripts/vite/prerender.ts";
import { routerProductionBuild } from "./scripts/vite/router-production.ts";
import { cssVariablesResolver, theme } from "./src/theme.ts";

/** The public pages prerendered at build time (their HTML paints before any JavaScript runs). */
export const prerenderedPages = [
  "/",
  "/features",
  "/use-cases",
  "/docs",
  "/sign-in",
  "/sign-up",
  "/forgot-password",
  "/maintenance",
  "/nodes",
];

// "source" makes workspace packages (the SDK) resolve to their TypeScript sources, so the console
// never needs a prebuilt SDK; plain Node scripts get the built `dist/` through the default condition.
export default defineConfig({
  plugins: [
    react(),
    docsMarkdown(),
    routerProductionBuild(),
    mantineStableIds(),
    shortClassNames(),
    mantineComponentCss({ theme, cssVariablesResolver }),
    prerender({
      pages: prerenderedPages,
      domPages: ["/docs"],
      entry: "src/entry-server.tsx",
      deferred: [
        "src/features/home/StatsPanel.tsx",
        "src/features/home/FeatureCards.tsx",
        "src/features/nodes/NodeFilters.tsx",
      ],
      // The request code and its reply checks (the maintenance check runs on every page).
      startup: ["packages/sdk/src/client.ts", "packages/sdk/src/shape-check.ts", "src/lib/maintenance-refusal.ts"],
    }),
  ],
  // Browsers that run the console preload modules themselves (Chrome 66, Firefox 115, Safari 17): no polyfill.
  // three.js, the globe's painter, is some 540 kB before gzip: it loads on demand, in a worker.
  build: { modulePreload: { polyfill: false }, chunkSizeWarningLimit: 600 },
  // The globe's painter runs in a module worker, in one file with everything it imports (its land data too): a
  // worker ended while it loads cancels one request, not a chain of them.
  worker: { format: "es", rolldownOptions: { output: { codeSplitting: false } } },
  resolve: { conditions: ["source", ...defaultClientConditions] },
  ssr: { resolve: { conditions: ["source", ...defaultServerConditions] } },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // Lazy chunks and assets are named by their hash alone: the entry lists every lazy chunk's file (the preload
            // table of dynamic imports), and names there cost the first load a few bytes each.
            chunkFileNames: "assets/[hash:7].js",
            assetFileNames: "assets/[hash:7][extname]",
            // The frameworks every page needs in full go in one chunk instead of many small shared ones
            // (fewer requests, less per-file overhead in the first-load budget). Nothing lazy matches: of
            // @tanstack only the query packages (the virtualiser of /nodes stays in that screen's chunk), and
            // of those not the mutation hooks, which only screens loaded on demand use.
            codeSplitting: {
              groups: [
                {
                  name: "framework",
                  test: (id: string) =>
                    /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler|@tanstack[\\/](?:query-core|react-query))[\\/]/.test(
                      id,
                    ) && !/[\\/](useMutation|useMutationState|mutationObserver)\.js$/.test(id),
                },
              ],
            },
          },
        },
      },
    },
  },
});
