import { defineConfig, mergeConfig } from "vitest/config";
import viteConfig from "./vite.config.ts";

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: { name: "sdk", environment: "node", include: ["packages/*/src/**/*.test.ts"] },
        },
        {
          extends: true,
          test: { name: "scripts", environment: "node", include: ["scripts/**/*.test.js"] },
        },
        {
          extends: true,
          test: {
            name: "unit",
            environment: "jsdom",
            setupFiles: ["./tests/setup.ts"],
            include: ["src/**/*.test.{ts,tsx}"],
            css: false,
            // A screen test renders the whole app in jsdom: on a busy 2-core machine a long one takes over 5 s.
            testTimeout: 15_000,
          },
        },
        {
          extends: true,
          test: {
            name: "contract",
            environment: "node",
            include: ["tests/contract/**/*.test.ts"],
            testTimeout: 30_000,
            hookTimeout: 60_000,
            fileParallelism: false,
          },
        },
        {
          extends: true,
          test: {
            // The command line as a child process against the sandbox behind `prism proxy --errors`. It builds
            // nothing: `npm test` runs the "CLI build" check first (or `npm run cli:build` and `npm run sandbox:build`).
            name: "cli",
            environment: "node",
            include: ["packages/cli/test/**/*.test.ts"],
            testTimeout: 60_000,
            hookTimeout: 120_000,
            fileParallelism: false,
          },
        },
        {
          extends: true,
          test: {
            name: "e2e",
            environment: "node",
            include: ["tests/e2e/**/*.e2e.test.ts"],
            globalSetup: ["./tests/e2e/setup.ts"],
            testTimeout: 60_000,
            hookTimeout: 120_000,
            fileParallelism: false,
          },
        },
      ],
    },
  }),
);
