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
});
