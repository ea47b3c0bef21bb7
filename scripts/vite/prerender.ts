import { createHash } from "node:crypto";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { relative, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import type { Plugin, Rolldown } from "vite";
import { splitCss } from "./critical-css.ts";
import { hintCompile } from "./compile-hints.ts";
import { deferCode } from "./defer-code.ts";

export interface PrerenderOptions {
  /** The paths to prerender, e.g. "/" and "/sign-in". */
  pages: readonly string[];
  /**
   * Pages whose render needs a DOM (the docs sanitise their Markdown with DOMPurify): rendered with jsdom's
   * `window` and `document` as globals. Every other page renders as on a server, where no window exists.
   */
  domPages?: readonly string[];
  /** The server entry (src/entry-server.tsx): `render(path)`, `colorSchemeScript()`, `defaultColorScheme`. */
  entry: string;
  /**
   * Parts loaded on demand that a page shows in its HTML but whose code may come after the page runs (static
   * content below the fold): their stylesheets come with the page, their chunks are not preloaded, and the app
   * hydrates them once they load.
   */
  deferred?: readonly string[];
  /**
   * Modules loaded on demand that every page runs as it starts, whatever its screen (the SDK's request code, the
   * toasts): each page preloads their chunks with its screen's.
   */
  startup?: readonly string[];
}

interface ServerEntry {
  render(path: string): Promise<{ html: string; title?: string; description?: string }>;
  /** The API requests a guest's visit to `path` makes first: paths below the API's base URL, with their query. */
  firstRequests?(path: string): Promise<string[]>;
  colorSchemeScript(): string;
  defaultColorScheme: string;
}

/** Where the server entry's build goes (inside the project, so Node resolves what it imports). */
const SERVER_DIR = "node_modules/.prerender";
/** Filled, while a page renders, with the source modules its render ran (see `transform`). */
const RENDERED = "__prerenderedModules";

type Chunk = Rolldown.OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** `/` → index.html, `/sign-in` → sign-in.html (what `vite preview` and most static servers serve for `/sign-in`). */
export const htmlFileOf = (path: string) => (path === "/" ? "index.html" : `${path.slice(1)}.html`);

/**
 * Prerenders the public pages at build time. `vite build` builds the client, then the server entry, then renders
 * each page into a copy of the client's index.html: the app's HTML in #root, the page's title and description,
 * Mantine's colour-scheme script, and the stylesheets and modulepreloads of the chunks the page renders beyond
 * the first load (its screen), so the first paint comes with the HTML and nothing loads in a second wave.
 * The browser hydrates it (src/main.tsx). `/` overwrites index.html itself, which static servers also answer
 * deep links with: a head script hides it there until the app has rendered the page asked for.
 */
export function prerender({ pages, domPages = [], entry, deferred = [], startup = [] }: PrerenderOptions): Plugin {
  let root = "";
  return {
    name: "kubecloud:prerender",
    apply: "build",
    config: () => ({
      // `vite build` builds every environment, through buildApp below.
      builder: {},
      environments: {
        ssr: {
          // One self-contained file (dependencies and lazy screens included): importing it afresh gives each
          // page a clean module state, in which the modules its render runs can be told apart.
          resolve: { noExternal: true },
          build: {
            ssr: entry,
            outDir: SERVER_DIR,
            emptyOutDir: true,
            copyPublicDir: false,
            minify: false,
            rolldownOptions: { output: { codeSplitting: false } },
          },
        },
      },
    }),
    configResolved(config) {
      root = config.root;
    },
    // In the server build, each of the app's modules records that it ran: a page's render runs the modules of
    // the screens it loads on demand, which says which client chunks (and their CSS) the page needs at once.
    transform: {
      filter: { id: /\.[cm]?[jt]sx?$/ },
      handler(code, id) {
        if (this.environment.name !== "ssr") return null;
        const file = relative(root, id);
        if (file.startsWith("..") || file.includes("node_modules")) return null;
        return { code: `${code}\n;(globalThis.${RENDERED} ??= new Set()).add(${JSON.stringify(file)});\n`, map: null };
      },
    },
    async buildApp(builder) {
      const client = toOutput(await builder.build(builder.environments.client));
      await builder.build(builder.environments.ssr);
      const outDir = resolve(root, builder.environments.client.config.build.outDir);
      const serverFile = resolve(root, SERVER_DIR, `${entry.replace(/^.*\//, "").replace(/\.[^.]+$/, "")}.js`);
      const figures = await writePages({ pages, domPages, deferred, startup, client, outDir, serverFile, root });
      builder.config.logger.info(cssReport(figures));
      rmSync(resolve(root, SERVER_DIR), { recursive: true, force: true });
    },
  };
}

/** Each page's inline CSS and deferred stylesheet, in bytes (raw and gzip), as `vite build` prints them. */
export function cssReport(figures: readonly CssFigures[]) {
  const format = (n: number) => n.toLocaleString("en-US").padStart(7);
  const width = Math.max(...figures.map(({ path }) => path.length));
  const rows = figures.map(
    ({ path, inline, deferred }) =>
      `  ${path.padEnd(width)}  inline ${format(inline.raw)} B raw ${format(inline.gzip)} B gzip` +
      `   deferred ${format(deferred.raw)} B raw ${format(deferred.gzip)} B gzip`,
  );
  return ["Prerendered pages' CSS:", ...rows].join("\n");
}

function toOutput(result: unknown): Rolldown.RolldownOutput {
  const output = Array.isArray(result) ? (result[0] as unknown) : result;
  if (!output || typeof output !== "object" || !("output" in output)) throw new Error("no client build output");
  return output as Rolldown.RolldownOutput;
}

type RenderedPage = Awaited<ReturnType<ServerEntry["render"]>>;

/**
 * Renders one page with a fresh import of the server bundle (`?page=n`), with jsdom's globals if it needs a DOM;
 * `rendered` holds the source modules its render ran (loaded on demand).
 */
async function renderPage(serverFile: string, n: number, path: string, dom: boolean) {
  const globals = globalThis as Record<string, unknown>;
  const rendered = new Set<string>();
  globals[RENDERED] = rendered;
  if (dom) {
    const { JSDOM } = await import("jsdom");
    const { window } = new JSDOM("<!doctype html>");
    Object.assign(globals, { window, document: window.document });
  }
  try {
    const server = (await import(`${pathToFileURL(serverFile).href}?page=${n}`)) as ServerEntry;
    // What ran on import is the server's static graph; what runs while rendering was loaded on demand.
    rendered.clear();
    const page: RenderedPage = await server.render(path);
    return { page, server, rendered };
  } finally {
    delete globals[RENDERED];
    delete globals.window;
    delete globals.document;
  }
}

/** The template filled for one page: its markers, the head's links, the rendered HTML, title and description. */
function pageHtml(
  template: string,
  { path, page, server, links }: { path: string; page: RenderedPage; server: ServerEntry; links: string[] },
): string {
  let html = template
    .replace(
      "<html ",
      `<html data-prerendered="${escapeHtml(path)}" data-mantine-color-scheme="${server.defaultColorScheme}" `,
    )
    .replace("</head>", `${links.join("")}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${page.html}</div>`);
  html = html.replace(/<title>[^<]*<\/title>/, () => {
    const title = page.title ? `<title>${escapeHtml(page.title)}</title>` : "<title>KubeCloud</title>";
    return `${title}${server.colorSchemeScript()}`;
  });
  if (page.description)
    html = html.replace(
      /<meta name="description" content="[^"]*"/,
      () => `<meta name="description" content="${escapeHtml(page.description ?? "")}"`,
    );
  return html;
}

async function writePages(options: {
  pages: readonly string[];
  domPages: readonly string[];
  deferred: readonly string[];
  startup: readonly string[];
  client: Rolldown.RolldownOutput;
  outDir: string;
  serverFile: string;
  root: string;
}) {
  const { pages, domPages, deferred, startup, client, outDir, serverFile, root } = options;
  const chunks = client.output.filter((file): file is Chunk => file.type === "chunk");
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  // The chunks loaded on demand, by the module they were made for (a screen, a lazy part). The server bundle
  // runs whole modules that the client splits more finely (all of the SDK, say), so only these entries say
  // what a page's render loaded on demand; each brings its static imports along.
  const lazyEntryOf = new Map<string, Chunk>();
  for (const chunk of chunks)
    if (chunk.isDynamicEntry && chunk.facadeModuleId) lazyEntryOf.set(relative(root, chunk.facadeModuleId), chunk);

  /** A chunk and everything it imports statically, dependencies first. */
  const closure = (start: Iterable<Chunk>, into: Chunk[] = [], seen = new Set<string>()) => {
    const visit = (chunk: Chunk) => {
      if (seen.has(chunk.fileName)) return;
      seen.add(chunk.fileName);
      for (const name of chunk.imports) {
        const imported = byName.get(name);
        if (imported) visit(imported);
      }
      into.push(chunk);
    };
    for (const chunk of start) visit(chunk);
    return into;
  };
  const firstLoad = new Set(closure(chunks.filter((chunk) => chunk.isEntry)).map((chunk) => chunk.fileName));
  const startupChunks = startup.map((file) => {
    const chunk = lazyEntryOf.get(file);
    if (!chunk) throw new Error(`prerender: no chunk loads ${file} on demand (the startup option)`);
    return chunk;
  });
  // index.html is the template for every page (the client build wrote it; `/` overwrites it). Its stylesheets
  // (the first load's) give way to the page's own CSS (styleSheets below), where the first of them was.
  const firstLoadCss: string[] = [];
  const firstLoadCssFiles: string[] = [];
  const template = readFileSync(resolve(outDir, "index.html"), "utf8")
    .replace(/\s*<!--[^]*?-->/g, "")
    .replace(/<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g, (_, file: string) => {
      firstLoadCss.push(readFileSync(resolve(outDir, file), "utf8"));
      firstLoadCssFiles.push(file);
      return firstLoadCss.length === 1 ? STYLES : "";
    });
  const figures: CssFigures[] = [];
  // The code the pages run as they start, compiled off the main thread as it arrives (compile-hints.ts).
  const hinted = new Set(firstLoad);

  for (const [n, path] of pages.entries()) {
    const { page, server, rendered } = await renderPage(serverFile, n, path, domPages.includes(path));

    const screens = [...rendered].flatMap((file) => {
      const chunk = lazyEntryOf.get(file);
      return chunk && !firstLoad.has(chunk.fileName) ? [chunk] : [];
    });
    const shown = screens.filter((chunk) => !deferred.includes(relative(root, chunk.facadeModuleId ?? "")));
    // The code the page runs next: its screen's chunks and every chunk they import (Mantine's components, the
    // SDK's request code: some sixty files), at low priority, so they arrive with the app's own module instead of
    // in a second wave once it has run. They wait in the page's inert template (defer-code.ts) until the first
    // paint, which they can then no longer delay. Not the parts the page loads on demand later (`deferred`); with
    // those every page runs as it starts (`startup`), when it has a screen to wait for (Home is in the first load).
    const eager = closure(shown.length > 0 ? [...shown, ...startupChunks] : []).filter(
      (chunk) => !firstLoad.has(chunk.fileName),
    );
    const needed = closure(screens, [...eager], new Set(eager.map((chunk) => chunk.fileName))).filter(
      (chunk) => !firstLoad.has(chunk.fileName),
    );
    for (const chunk of needed) hinted.add(chunk.fileName);
    // The stylesheets of those chunks come with the page's own (styleSheets); each is also declared as a disabled
    // link, never fetched, which tells the app's chunk loader that its rules are already here (the first load's
    // too: a chunk loaded on demand that imports from the entry lists the entry's stylesheets as its own).
    const css = [...new Set(needed.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]))];
    const links = [
      ...[...firstLoadCssFiles, ...css].map((file) => `<link rel="stylesheet" crossorigin href="/${file}" disabled>`),
      ...eager.map((chunk) => `<link rel="modulepreload" crossorigin href="/${chunk.fileName}" fetchpriority="low">`),
    ];

    const early = earlyRequests(path, (await server.firstRequests?.(path)) ?? []);
    const html = pageHtml(template, { path, page, server, links }).replace(ENV_SCRIPT, (tag) => tag + early);
    const pageCss = [...firstLoadCss, ...css.map((file) => readFileSync(resolve(outDir, file), "utf8"))].join("");
    const styled = styleSheets(html, pageCss, outDir);
    writeFileSync(resolve(outDir, htmlFileOf(path)), deferCode(styled.html));
    figures.push({ path, ...styled.figures });
  }
  hintCompile(outDir, hinted);
  return figures;
}

/** The deploy-time configuration (the API's base URL), which the early requests need. */
const ENV_SCRIPT = /<script defer src="\/env\.js"><\/script>/;

/**
 * The page's first API requests, started by the page itself as soon as it is parsed, not once its code has
 * arrived and run (a second or more on a slow phone): the app takes their replies for its own first identical
 * requests (src/lib/early-replies.ts). A module script, so that it runs after env.js (deferred), in order. Only
 * for the URL the page was rendered for: a query (the marketplace's filters) asks for something else.
 */
function earlyRequests(path: string, requests: readonly string[]): string {
  if (requests.length === 0) return "";
  const code = [
    `var b=window.__ENV__&&window.__ENV__.VITE_API_BASE_URL;`,
    `if(b&&!location.search&&location.pathname.replace(/(.)[/]+$/,"$1")===${JSON.stringify(path)}){`,
    `b=b.replace(/[/]+$/,"");var e=window.__kubecloudEarly={};`,
    // A failure is the app's to handle, when it takes the reply (and asks again): not an unhandled rejection.
    `${JSON.stringify(requests)}.forEach(function(p){var f=fetch(b+p);f.catch(function(){});e[p]=f})}`,
  ].join("");
  return `<script type="module">${code}</script>`;
}

/** Where a page's stylesheets go in the template. */
const STYLES = "<!--kubecloud:styles-->";

export interface CssFigures {
  path: string;
  inline: { raw: number; gzip: number };
  deferred: { raw: number; gzip: number };
}

const sizes = (text: string) => ({ raw: Buffer.byteLength(text), gzip: gzipSync(text).length });

/**
 * A page's CSS (the first load's and its screen's), split by its HTML (critical-css.ts): the rules the HTML uses
 * come inline, so the first paint needs nothing but the HTML and the browser styles no more than the page shows;
 * the rest loads beside the app's code without blocking the paint (a print stylesheet until it has loaded, then
 * for every medium; linked plainly without JavaScript). The app waits for it before it renders a page of its own
 * (src/main.tsx), which may use any rule of the first load.
 */
function styleSheets(html: string, css: string, outDir: string) {
  const { critical, rest } = splitCss(css, html.replace(STYLES, ""));
  const href = `/assets/${createHash("sha256").update(rest).digest("base64url").slice(0, 8)}.css`;
  if (rest) writeFileSync(resolve(outDir, href.slice(1)), rest);
  const link = `<link rel="stylesheet" href="${href}"`;
  const tags = [
    `<style>${critical}</style>`,
    rest
      ? `${link} media="print" onload="this.media='all'" onerror="this.media='all'" data-deferred>` +
        `<noscript>${link}></noscript>`
      : "",
  ];
  return {
    html: html.replace(STYLES, () => tags.join("")),
    figures: { inline: sizes(critical), deferred: sizes(rest) },
  };
}
