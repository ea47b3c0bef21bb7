import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { basename } from "node:path";
import type { Plugin } from "vite";

/** `import "virtual:mantine-styles"` (src/app/styles/first-load.ts): Mantine's base layers. */
const STYLES = "virtual:mantine-styles";
/** The first load's share of Mantine's CSS variables, and the rest of the palette. */
const VARIABLES = "virtual:mantine-variables.css";
const PALETTE = "virtual:mantine-palette.css";
const VIRTUAL = /^\0?virtual:mantine-(styles|variables\.css|palette\.css)$/;

/**
 * The colours the first load draws with (page and text colours, the primary blue, grey controls, the orange of
 * the logo, the red of errors). The variables of every other colour of Mantine's palette (its shades and
 * variants, more than half of `default-css-variables.css`) travel with Mantine's components instead.
 */
const FIRST_LOAD_COLOURS = ["dark", "gray", "blue", "orange", "red"];

/** A Mantine component's class-name module, e.g. `@mantine/core/esm/components/Button/Button.module.mjs`. */
const CLASS_MODULE = /[\\/]@mantine[\\/](core|notifications)[\\/]esm[\\/](?:.*[\\/])?([^\\/]+)\.module\.mjs$/;
/** Box, which every Mantine component renders through (and MantineProvider does not). */
const BOX = /[\\/]@mantine[\\/]core[\\/]esm[\\/]core[\\/]Box[\\/]Box\.mjs$/;

const require = createRequire(import.meta.url);

/**
 * Splits Mantine's default CSS variables into those of the first load's colours (and every other variable) and
 * those of the rest of the palette, each in the rule blocks (`:root`, dark, light) they came from, in
 * `@layer mantine`.
 */
function splitVariables(): { firstLoad: string; palette: string } {
  const css = readFileSync(require.resolve("@mantine/core/styles/default-css-variables.css"), "utf8");
  const firstLoad: string[] = [];
  const palette: string[] = [];
  for (const [, selector, body] of css.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const keep: string[] = [];
    const move: string[] = [];
    for (const [declaration, name] of body.matchAll(/(--[\w-]+)\s*:[^;]*;/g)) {
      const colour = /^--mantine-color-([a-z]+)-/.exec(name)?.[1];
      (colour && !FIRST_LOAD_COLOURS.includes(colour) && colour !== "default" && colour !== "disabled"
        ? move
        : keep
      ).push(declaration);
    }
    const rule = (declarations: string[]) =>
      `${selector.replace(/\/\*[^]*?\*\//g, "").trim()}{${declarations.join("")}}`;
    if (keep.length) firstLoad.push(rule(keep));
    if (move.length) palette.push(rule(move));
  }
  const layer = (rules: string[]) => `@layer mantine{${rules.join("")}}`;
  return { firstLoad: layer(firstLoad), palette: layer(palette) };
}

/**
 * Each Mantine component's stylesheet travels with the component: in a build, the module holding a
 * component's class names imports that component's stylesheet (`styles/<Name>.layer.css`), so a screen's
 * chunk carries the CSS of exactly the components it renders, and the first load only Mantine's base
 * layers. Every stylesheet is in `@layer mantine`, so the console's own (unlayered) CSS modules win
 * whatever order the chunks load in, and within the layer a component's CSS follows that of the parts
 * it is built from (its imports run first). Likewise the variables of colours the first load never draws
 * travel with Box, which every Mantine component renders through.
 *
 * The dev server pre-bundles Mantine without running this transform, so there the virtual module
 * brings every Mantine stylesheet at once.
 */
export function mantineComponentCss(): Plugin {
  let serve = false;
  let variables: ReturnType<typeof splitVariables> | undefined;
  return {
    name: "kubecloud:mantine-component-css",
    configResolved(config) {
      serve = config.command === "serve";
    },
    resolveId: {
      filter: { id: VIRTUAL },
      handler: (id) => `\0${id.replace(/^\0/, "")}`,
    },
    load: {
      filter: { id: VIRTUAL },
      handler(id) {
        if (id === `\0${STYLES}`) {
          const sheets = serve
            ? ["@mantine/core/styles.layer.css", "@mantine/notifications/styles.layer.css"]
            : ["@mantine/core/styles/baseline.layer.css", VARIABLES, "@mantine/core/styles/global.layer.css"];
          return sheets.map((sheet) => `import ${JSON.stringify(sheet)};`).join("\n");
        }
        variables ??= splitVariables();
        return id === `\0${VARIABLES}` ? variables.firstLoad : variables.palette;
      },
    },
    transform: {
      filter: { id: [CLASS_MODULE, BOX] },
      handler(code, id) {
        if (serve) return null;
        if (BOX.test(id)) return { code: `import ${JSON.stringify(PALETTE)};\n${code}`, map: null };
        const [, pkg, name] = CLASS_MODULE.exec(id) ?? [];
        if (!pkg || !name || basename(id) !== `${name}.module.mjs`) return null;
        const sheet =
          pkg === "notifications"
            ? "@mantine/notifications/styles.layer.css"
            : `@mantine/core/styles/${name}.layer.css`;
        return { code: `import ${JSON.stringify(sheet)};\n${code}`, map: null };
      },
    },
  };
}
