// The docs name only paths that exist: every repository path that README.md or a docs/*.md names, in code
// (inline or fenced) or as a relative link, is looked up in the tree. A code path counts when it starts with
// one of the repository's top folders below and is read from the repository root, or with one of the app's
// folders (`features/…`, `lib/…`) and is read from `src/` (or `openapi/`: its `components/`, `paths/`); a link
// is read from the file that holds it. Placeholders (`{name}`, `<name>`, `*`, `…`) match any name. Build outputs (gitignored:
// `dist/`, `node_modules/`, `coverage/`, e2e `shots/`) are not in a fresh checkout, so they are not looked up.
// The files a worked example tells the reader to create are listed in `toBeCreated`, and must not exist yet.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const roots = ["src", "packages", "scripts", "openapi", "tests", "docs", "public", ".ci"];
const appFolders = ["app", "features", "entities", "components", "lib", "config", "test", "paths"];
const appRoots = ["src", "openapi"];
const buildOutputs = new Set(["dist", "node_modules", "coverage", "shots"]);
const placeholder = /[{}<>*…]|\.\.\./;
const toBeCreated = { "docs/adding-a-screen.md": ["src/features/vouchers/"] };

const docs = [
  "README.md",
  ...readdirSync(join(root, "docs"))
    .filter((name) => name.endsWith(".md"))
    .map((name) => `docs/${name}`),
];

/** Repository paths in a piece of code: words that start with a top folder, without trailing punctuation. */
function codePaths(code) {
  return code
    .split(/[\s"'()=,;|]+/)
    .map((word) =>
      word
        .replace(/[.:,;]+$/, "")
        .replace(/:\d+(-\d+)?$/, "")
        .replace(/#.*$/, ""),
    )
    .filter((word) => [...roots, ...appFolders].some((top) => word === top || word.startsWith(`${top}/`)));
}

/** Every path a markdown file names, each read from the repository root. */
function namedPaths(file, text) {
  const paths = new Set();
  const fences = /^```[^\n]*\n([\s\S]*?)^```/gm;
  for (const [, code] of text.matchAll(fences)) for (const path of codePaths(code)) paths.add(path);
  const prose = text.replace(fences, "");
  for (const [, code] of prose.matchAll(/`([^`\n]+)`/g)) for (const path of codePaths(code)) paths.add(path);
  for (const [, target] of prose.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (/^[a-z]+:|^#/i.test(target)) continue; // a web address or an anchor in the same file
    paths.add(relative(root, resolve(root, dirname(file), target.replace(/#.*$/, ""))));
  }
  return [...paths].filter((path) => !path.split("/").some((segment) => buildOutputs.has(segment)));
}

const segmentPattern = (segment) =>
  new RegExp(
    `^${segment
      .replace(/[.+?^$()|[\]\\]/g, "\\$&")
      .replace(/\{[^}]*\}|<[^>]*>/g, "[^/]+")
      .replace(/\*|…|\\\.\\\.\\\./g, ".*")}$`,
  );

const isDirectory = (path) => statSync(path).isDirectory();
/** A folder and every folder below it (what `**` matches). */
const folders = (dir) => [
  dir,
  ...readdirSync(dir)
    .map((name) => join(dir, name))
    .filter((path) => !buildOutputs.has(path.split("/").at(-1)) && isDirectory(path))
    .flatMap(folders),
];

/** Whether a path exists, placeholders matching any name (`**` any depth of folders). */
function exists(path) {
  const top = path.split("/")[0];
  if (appFolders.includes(top)) return appRoots.some((folder) => existsUnder(folder, path));
  return existsUnder(".", path);
}

function existsUnder(folder, path) {
  let found = [join(root, folder)];
  for (const segment of path.split("/").filter(Boolean)) {
    if (segment === "**") {
      found = found.filter(isDirectory).flatMap(folders);
    } else if (!placeholder.test(segment)) {
      found = found.map((dir) => join(dir, segment)).filter((candidate) => existsSync(candidate));
    } else {
      const pattern = segmentPattern(segment);
      found = found.filter(isDirectory).flatMap((dir) =>
        readdirSync(dir)
          .filter((name) => pattern.test(name))
          .map((name) => join(dir, name)),
      );
    }
    if (found.length === 0) return false;
  }
  return true;
}

describe("the paths the docs name", () => {
  it("finds paths in code, fenced code and links, and matches placeholders", () => {
    const text = "See `src/lib/format.ts:12`, [the contract](contract.md) and\n```sh\nnode scripts/x.mjs\n```\n";
    expect(namedPaths("docs/a.md", text).sort()).toEqual(["docs/contract.md", "scripts/x.mjs", "src/lib/format.ts"]);
    expect(namedPaths("README.md", "`packages/cli/dist/bin.js` and [web](https://example.com)")).toEqual([]);
    expect(exists("packages/{name}/package.json")).toBe(true);
    expect(exists("scripts/*.test.js")).toBe(true);
    expect(exists("packages/*/src/**/*.test.ts")).toBe(true);
    expect(exists("scripts/no-such-file.mjs")).toBe(false);
    expect(namedPaths("docs/a.md", "`features/nodes/NodesPage.tsx` and `components/schemas/<Name>.yaml`")).toEqual([
      "features/nodes/NodesPage.tsx",
      "components/schemas/<Name>.yaml",
    ]);
    expect(exists("features/nodes/NodesPage.tsx")).toBe(true);
    expect(exists("components/schemas/<Name>.yaml")).toBe(true);
    expect(exists("lib/no-such-file.ts")).toBe(false);
  });

  it.each(docs)("%s names only paths that exist", (file) => {
    const named = namedPaths(file, readFileSync(join(root, file), "utf8"));
    const created = toBeCreated[file] ?? [];
    const missing = named.filter((path) => !created.includes(path) && !exists(path));
    expect(missing, `${file} names paths that do not exist:\n${missing.join("\n")}`).toEqual([]);
    const stale = created.filter((path) => !named.includes(path) || exists(path));
    expect(stale, `${file}: worked-example paths no longer named, or already there:\n${stale.join("\n")}`).toEqual([]);
  });
});
