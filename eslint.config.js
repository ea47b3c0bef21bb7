import js from "@eslint/js";
import globals from "globals";
import reactHooks from "eslint-plugin-react-hooks";
import reactRefresh from "eslint-plugin-react-refresh";
import tseslint from "typescript-eslint";
import { defineConfig, globalIgnores } from "eslint/config";
import layers from "./scripts/eslint-layers.js";

export default defineConfig([
  globalIgnores(["dist", "**/dist", "packages/sdk/src/generated", "coverage"]),
  {
    files: ["**/*.{ts,tsx}"],
    extends: [js.configs.recommended, tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { ignoreRestSiblings: true, varsIgnorePattern: "^_", argsIgnorePattern: "^_" },
      ],
    },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    extends: [reactHooks.configs.flat["recommended-latest"], reactRefresh.configs.vite],
    languageOptions: { globals: globals.browser },
    // app → features → entities → components → lib → config → @kubecloud/sdk (scripts/eslint-layers.js);
    // features never import each other, nor do entities.
    plugins: { layers },
    rules: { "layers/one-way": "error" },
  },
  {
    // Short functions stay short: a longer one is split into named hooks, components or helpers. Tests (a
    // journey reads best whole) and generated code are excepted.
    files: ["src/**/*.{ts,tsx}", "packages/*/src/**/*.ts", "packages/*/examples/**/*.ts", "scripts/**/*.{js,mjs}"],
    ignores: ["**/*.test.{ts,tsx,js,mjs}", "src/test/**", "packages/*/src/test/**"],
    rules: { "max-lines-per-function": ["error", { max: 80, skipBlankLines: true, skipComments: true }] },
  },
  {
    // Test harnesses are not hot-reloaded components.
    files: ["src/test/**", "src/**/*.test.{ts,tsx}"],
    rules: { "react-refresh/only-export-components": "off" },
  },
  {
    files: ["**/*.{js,mjs}"],
    extends: [js.configs.recommended],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ["public/**/*.js"],
    languageOptions: { globals: { ...globals.browser } },
  },
]);
