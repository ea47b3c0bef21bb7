// One casing rule for what a user reads as a name (docs/adding-a-screen.md): buttons, standalone links, menu
// items, tabs, headings (pages, sections, dialogs, documents) and page titles are in Title Case. Messages
// (alerts, toasts), field labels, descriptions and links inside a sentence are in sentence case, and strings the
// specification fixes keep its case. This reads the sources, so a new "Create account" or "Show kubeconfig"
// fails here before anyone sees it.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "..");
/** Lowercase inside a Title Case name: articles, conjunctions, short prepositions (and particles either way). */
const minor = new Set(
  "a an the and but or nor for so yet as at by from in into of off on onto out over to up via with per".split(" "),
);
/** Words that are always written in lowercase: commands and units. */
const alwaysLower = new Set(["kubectl", "curl", "vCPU"]);
/** Fixed by the specification (product-rules §2, §8), whatever the rule. */
const specFixed = new Set(["Mark all read", "Welcome back!"]);

/** The words that break Title Case: a lowercase first, last or major word. */
function titleCaseProblems(text: string): string[] {
  const words = text.match(/[A-Za-z][\w'’.-]*/g) ?? [];
  return words.filter((word, index) => {
    if (alwaysLower.has(word) || !/^[a-z]/.test(word)) return false;
    const edge = index === 0 || index === words.length - 1;
    return edge || !minor.has(word);
  });
}

function files(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "generated" || entry.name === "test" ? [] : files(path, pattern);
    return pattern.test(entry.name) && !entry.name.includes(".test.") ? [path] : [];
  });
}

interface Name {
  where: string;
  text: string;
}

const line = (source: string, index: number) => source.slice(0, index).split("\n").length;

/** `source` without its `{…}` expressions (balanced), each replaced by `stand`. */
function withoutExpressions(source: string, stand: string): string {
  let out = "";
  let depth = 0;
  for (const char of source) {
    if (char === "{") {
      if (depth++ === 0) out += stand;
    } else if (char === "}") depth--;
    else if (depth === 0) out += char;
  }
  return out;
}

/** The string literals in `source`; a template's placeholders read as a capitalised word ("Reserve for X a Month"). */
function literals(source: string): string[] {
  return [...source.matchAll(/"([^"\n]+)"|`([^`]+)`/g)].map((m) => m[1] ?? m[2].replace(/\$\{[^}]*\}/g, "X"));
}

/** The text of elements named like `tags`: their plain text (an expression in it reads as "X") and literals. */
function elementTexts(path: string, source: string, tags: string): Name[] {
  const names: Name[] = [];
  for (const match of source.matchAll(
    new RegExp(`<(${tags})\\b((?:[^<>{}]|\\{[^{}]*\\})*)>((?:[^<]|<(?!/\\1>))*?)</\\1>`, "g"),
  )) {
    const body = match[3];
    if (/<[A-Za-z]/.test(body.replace(/<(\w+)[^>]*\/>/g, ""))) continue; // other elements inside: read them apart
    const parts = [
      withoutExpressions(body, "X"),
      ...[...body.matchAll(/\{((?:[^{}]|\{[^{}]*\})*)\}/g)].flatMap((m) => literals(m[1])),
    ];
    for (const part of parts
      .map((p) => p.replace(/\s+/g, " ").trim())
      .filter((p) => /[A-Za-z]{2}/.test(p) && p !== "X")) {
      names.push({ where: `${path}:${line(source, match.index)}`, text: part.replace(/&apos;/g, "'") });
    }
  }
  return names;
}

/** Named props of components that draw them as headings, and page titles. */
function propTexts(path: string, source: string): Name[] {
  const names: Name[] = [];
  const patterns = [
    /<(?:PageHeader|AuthCard|Modal|Drawer|TypeToConfirmDialog)\b[^>]*?\btitle=(?:"([^"]+)"|\{`([^`$]+)`\})/g,
    /\b(?:submitLabel|confirmLabel)=(?:"([^"]+)"|\{`([^`$]+)`\})/g,
    /usePageMeta\(\s*"([^"]+)"/g,
  ];
  for (const pattern of patterns)
    for (const match of source.matchAll(pattern))
      names.push({ where: `${path}:${line(source, match.index)}`, text: match[1] ?? match[2] });
  return names;
}

function allNames(): Name[] {
  const names: Name[] = [];
  for (const path of files(join(root, "src"), /\.tsx$/)) {
    const source = readFileSync(path, "utf8");
    const where = relative(root, path);
    names.push(
      ...elementTexts(where, source, "Button|Menu\\.Item|Tabs\\.Tab|Title|h[1-6]"),
      ...propTexts(where, source),
    );
    // A link that is a name of its own starts with a capital; one inside a sentence ("see your clusters") does not.
    names.push(...elementTexts(where, source, "Anchor").filter((name) => /^[A-Z]/.test(name.text)));
  }
  for (const path of files(join(root, "src/features/docs/content"), /\.md$/)) {
    const source = readFileSync(path, "utf8");
    for (const match of source.matchAll(/^#+ (.+)$/gm))
      names.push({
        where: `${relative(root, path)}:${line(source, match.index)}`,
        text: match[1].replace(/`[^`]*`/g, ""),
      });
  }
  const documents = readFileSync(join(root, "src/features/docs/documents.ts"), "utf8");
  for (const match of documents.matchAll(/title: "([^"]+)"/g))
    names.push({ where: `src/features/docs/documents.ts:${line(documents, match.index)}`, text: match[1] });
  return names;
}

/** Links that start a sentence of their own (they read as prose, not as a name). */
const inSentence = new Set(["src/features/clusters/wizard/PlaceStep.tsx: Reserve a node"]);

describe("casing (one rule: Title Case for buttons, links, headings and page titles)", () => {
  it("tells Title Case from sentence case", () => {
    expect(titleCaseProblems("Show as API Call")).toEqual([]);
    expect(titleCaseProblems("Sign In as Administrator")).toEqual([]);
    expect(titleCaseProblems("Use It with kubectl")).toEqual([]);
    expect(titleCaseProblems("Create account")).toEqual(["account"]);
    expect(titleCaseProblems("Show kubeconfig")).toEqual(["kubeconfig"]);
    expect(titleCaseProblems("Deploy a cluster")).toEqual(["cluster"]);
    expect(titleCaseProblems("Turn maintenance mode on")).toEqual(["maintenance", "mode", "on"]);
  });

  it("finds the names it checks (so a change of markup cannot empty it)", () => {
    const texts = allNames().map((name) => name.text);
    for (const text of ["Deploy Cluster", "Create Account", "Show Kubeconfig", "Deploy a Cluster", "Getting Started"])
      expect(texts).toContain(text);
  });

  it("writes every button, link, heading and page title in Title Case", () => {
    const problems = allNames()
      .filter(({ where, text }) => !specFixed.has(text) && !inSentence.has(`${where.split(":")[0]}: ${text}`))
      .filter(({ text }) => titleCaseProblems(text).length > 0)
      .map(({ where, text }) => `${where}: "${text}"`);
    expect(problems).toEqual([]);
  });
});
