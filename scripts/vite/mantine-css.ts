import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { basename } from "node:path";
import { MantineProvider, type CSSVariablesResolver, type MantineThemeOverride } from "@mantine/core";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { Plugin } from "vite";

/** `import "virtual:mantine-styles"` (src/app/styles/first-load.ts): Mantine's base layers. */
const STYLES = "virtual:mantine-styles";
/** The first load's share of Mantine's default CSS variables. */
const VARIABLES = "virtual:mantine-variables.css";
/** The console theme's share of the first load (its variables, Mantine's responsive classes). */
const THEME = "virtual:mantine-theme.css";
/** The rest of the palette: its default variables and the theme's, with Box. */
const PALETTE = "virtual:mantine-palette.css";
const VIRTUAL = /^\0?virtual:mantine-(styles|variables\.css|palette\.css|theme\.css)$/;

/**
 * The colours the first load draws with (page and text colours, the primary blue, grey controls, the orange of
 * the logo; the error colour is the theme's own). The variables of every other colour of Mantine's palette (its
 * shades and variants, more than half of `default-css-variables.css`) travel with Mantine's components instead.
 */
const FIRST_LOAD_COLOURS = ["dark", "gray", "blue", "orange"];

/** A Mantine component's class-name module, e.g. `@mantine/core/esm/components/Button/Button.module.mjs`. */
const CLASS_MODULE = /[\\/]@mantine[\\/](core|notifications)[\\/]esm[\\/](?:.*[\\/])?([^\\/]+)\.module\.mjs$/;
/** Box, which every Mantine component renders through (and MantineProvider does not). */
const BOX = /[\\/]@mantine[\\/]core[\\/]esm[\\/]core[\\/]Box[\\/]Box\.mjs$/;

const require = createRequire(import.meta.url);

interface Split {
  firstLoad: string;
  palette: string;
}

/**
 * Splits rules of CSS variables into those of the first load's colours (and every other variable) and those of
 * the rest of the palette, each in the rule block (`:root`, dark, light) it came from.
 */
function splitVariables(css: string): { firstLoad: string[]; palette: string[] } {
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
  return { firstLoad, palette };
}

/** Mantine's default CSS variables, split, in `@layer mantine`. */
function defaultVariables(): Split {
  const css = readFileSync(require.resolve("@mantine/core/styles/default-css-variables.css"), "utf8");
  const { firstLoad, palette } = splitVariables(css);
  const layer = (rules: string[]) => `@layer mantine{${rules.join("")}}`;
  return { firstLoad: layer(firstLoad), palette: layer(palette) };
}

/**
 * The two style tags MantineProvider would write at run time for this theme (its variables that differ from
 * Mantine's defaults, the resolver's per-scheme variables, and the `hiddenFrom` / `visibleFrom` classes),
 * rendered once here: the console's ThemeProvider (src/app/ThemeProvider.tsx) leaves them out. Unlayered, as
 * the tags are, so they win over Mantine's defaults; the variables of colours the first load never draws are
 * split off like the defaults'.
 */
function themeVariables({ theme, cssVariablesResolver }: ThemeOptions): Split {
  const html = renderToStaticMarkup(
    createElement(MantineProvider, { theme, cssVariablesResolver, getRootElement: () => undefined }),
  );
  const sheets = [...html.matchAll(/<style data-mantine-styles[^>]*>([^<]*)<\/style>/g)].map(([, css]) => css);
  if (sheets.length !== 2) throw new Error(`MantineProvider wrote ${sheets.length} style tags, expected 2`);
  const [variables, classes] = sheets;
  const { firstLoad, palette } = splitVariables(variables);
  return { firstLoad: [...firstLoad, classes].join("\n"), palette: palette.join("\n") };
}

export interface ThemeOptions {
  theme: MantineThemeOverride;
  cssVariablesResolver: CSSVariablesResolver;
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
 * The theme's own variables are computed here too, and split the same way (`themeVariables`).
 *
 * The dev server pre-bundles Mantine without running this transform, so there the virtual module
 * brings every Mantine stylesheet at once.
 */
export function mantineComponentCss(options: ThemeOptions): Plugin {
  let serve = false;
  let defaults: Split | undefined;
  let themed: Split | undefined;
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
            ? ["@mantine/core/styles.layer.css", "@mantine/notifications/styles.layer.css", THEME]
            : ["@mantine/core/styles/baseline.layer.css", VARIABLES, "@mantine/core/styles/global.layer.css", THEME];
          return sheets.map((sheet) => `import ${JSON.stringify(sheet)};`).join("\n");
        }
        defaults ??= defaultVariables();
        themed ??= themeVariables(options);
        if (id === `\0${VARIABLES}`) return defaults.firstLoad;
        // The dev server has no Box transform: there the theme's sheet holds all its variables.
        if (id === `\0${THEME}`) return serve ? `${themed.firstLoad}\n${themed.palette}` : themed.firstLoad;
        return `${defaults.palette}\n${themed.palette}`;
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
