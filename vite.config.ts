import { defineConfig, defaultClientConditions, defaultServerConditions } from "vite";
import react from "@vitejs/plugin-react";

// "source" makes workspace packages (the SDK) resolve to their TypeScript sources, so the console
// never needs a prebuilt SDK; plain Node scripts get the built `dist/` through the default condition.
export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ["source", ...defaultClientConditions] },
  ssr: { resolve: { conditions: ["source", ...defaultServerConditions] } },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  build: {
    rolldownOptions: {
      output: {
        // The frameworks every page needs in full go in one chunk instead of many small shared ones
        // (fewer requests, less per-file overhead in the first-load budget). Nothing lazy matches: of
        // @tanstack only the query packages (the virtualiser of /nodes stays in that screen's chunk).
        codeSplitting: {
          groups: [
            {
              name: "framework",
              test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler|@tanstack[\\/](?:query-core|react-query))[\\/]/,
            },
          ],
        },
      },
    },
  },
});
