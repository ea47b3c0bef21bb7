/// <reference types="vite/client" />
interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_STRIPE_PUBLISHABLE_KEY?: string;
  readonly VITE_NETWORK?: string;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** Mantine's base stylesheets (every stylesheet in the dev server): see scripts/vite/mantine-css.ts. */
declare module "virtual:mantine-styles" {}
