import { generate, parse, type CssNode } from "css-tree";
import { JSDOM } from "jsdom";
import { cascadeTracker } from "./css-cascade.ts";

/** A page's stylesheet split in two: what its HTML uses (inline) and what may load after the first paint. */
export interface CriticalCss {
  critical: string;
  rest: string;
}

interface Doc {
  querySelector(selector: string): unknown;
  documentElement: { setAttribute(name: string, value: string): void };
}

/**
 * Pseudo-classes whose match does not depend on what the user does (hover, focus, input): jsdom tests them on the
 * prerendered HTML. Every other pseudo-class, and every pseudo-element, is left out of the test, which then matches
 * more elements, never fewer: a rule for a state the page may reach is kept whenever its element is there.
 */
const STATIC_PSEUDO = new Set([
  ...["root", "scope", "empty", "is", "where", "has", "not", "matches", "lang", "dir"],
  ...["first-child", "last-child", "only-child", "nth-child", "nth-last-child"],
  ...["first-of-type", "last-of-type", "only-of-type", "nth-of-type", "nth-last-of-type"],
]);
/** At-rules whose block holds rules: their rules are filtered, the at-rule kept around those that stay. */
const GROUPING = new Set(["media", "supports", "layer", "container", "scope", "starting-style", "document"]);

const children = (node: CssNode | null | undefined) => node?.children?.toArray() ?? [];
const isDynamic = (node: CssNode): boolean =>
  node.type === "PseudoElementSelector" ||
  (node.type === "PseudoClassSelector" && !STATIC_PSEUDO.has(node.name ?? "")) ||
  children(node).some(isDynamic);

/** A selector's text without its pseudo-elements and state pseudo-classes (`:not(:hover)` goes whole). */
function staticSelector(selector: CssNode): string {
  return children(selector)
    .map((node) => {
      if (node.type === "PseudoElementSelector") return "";
      if (node.type !== "PseudoClassSelector") return generate(node);
      if (!STATIC_PSEUDO.has(node.name ?? "") || (node.name === "not" && isDynamic(node))) return "";
      const [argument] = children(node);
      if (!argument) return generate(node);
      const inner =
        argument.type === "SelectorList" ? children(argument).map(staticSelector).join(",") : generate(argument);
      return `:${node.name}(${inner})`;
    })
    .join("");
}

/**
 * Whether a selector may match an element of the page, in either colour scheme: the HTML says light, and a head
 * script switches to dark before the first paint. A selector jsdom cannot test counts as matching.
 */
function matcher(html: string) {
  const documents = ["light", "dark"].map((scheme) => {
    const document = new JSDOM(html).window.document as unknown as Doc;
    document.documentElement.setAttribute("data-mantine-color-scheme", scheme);
    return document;
  });
  const cache = new Map<string, boolean>();
  return (selector: CssNode) => {
    const text = staticSelector(selector).trim();
    let matches = cache.get(text);
    if (matches === undefined) {
      try {
        // The two documents differ by the colour scheme alone: a selector that does not name it matches alike.
        const candidates = text.includes("color-scheme") ? documents : documents.slice(0, 1);
        matches = !text || candidates.some((document) => document.querySelector(text) !== null);
      } catch {
        matches = true;
      }
      cache.set(text, matches);
    }
    return matches;
  };
}

const bothParts = (node: CssNode): [string, string] => [generate(node), generate(node)];
const isVariable = (declaration: CssNode) => (declaration.property ?? "").startsWith("--");
const references = (text: string) => [...text.matchAll(/var\(\s*(--[\w-]+)/g)].map((match) => match[1]);

/** The rules of a stylesheet (inside `@media` and the like too), and its `@keyframes`. */
function rulesOf(nodes: CssNode[], into = { rules: [] as CssNode[], keyframes: [] as CssNode[] }) {
  for (const node of nodes) {
    const name = (node.name ?? "").toLowerCase().replace(/^-[a-z]+-/, "");
    if (node.type === "Rule") into.rules.push(node);
    else if (name === "keyframes") into.keyframes.push(node);
    else if (node.block && GROUPING.has(name)) rulesOf(children(node.block), into);
  }
  return into;
}

/**
 * The custom properties the page may read before the rest has loaded: those its inline rules and its HTML (the
 * `style` attributes Mantine renders) name, and those their values name in turn.
 */
function usedVariables(rules: CssNode[], used: (rule: CssNode) => boolean, texts: string[]) {
  const values = new Map<string, string[]>();
  for (const rule of rules)
    for (const declaration of children(rule.block).filter(isVariable))
      values.set(declaration.property ?? "", [
        ...(values.get(declaration.property ?? "") ?? []),
        generate(declaration),
      ]);
  const variableRule = (rule: CssNode) => children(rule.block).every(isVariable);
  const pending = [...texts, ...rules.filter((rule) => used(rule) && !variableRule(rule)).map(generate)].flatMap(
    references,
  );
  const found = new Set<string>();
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    if (found.has(name)) continue;
    found.add(name);
    pending.push(...(values.get(name) ?? []).flatMap(references));
  }
  return found;
}

/**
 * Which declarations of each rule go inline. At first those of the rules the HTML uses (of a rule that only sets
 * custom properties, those the page uses); then, from the last rule to the first, any deferred declaration that
 * may override an inline one after it (same specificity, a property of the same family: css-cascade.ts) comes
 * inline too. The rest loads after the inline rules, so a deferred rule written before an inline one would
 * otherwise override it on an element the app renders later (a dialog, another state) that both match; this way
 * every pair of rules keeps its order in the cascade, and no rule is sent twice.
 */
function inlineParts(rules: CssNode[], used: (rule: CssNode) => boolean, variables: Set<string>) {
  const inlineOf = new Map<CssNode, CssNode[]>();
  const later = cascadeTracker();
  for (const rule of [...rules].reverse()) {
    const all = children(rule.block);
    const declarations = all.filter((node) => node.type === "Declaration");
    const selectors = rule.prelude?.type === "SelectorList" ? children(rule.prelude) : null;
    const byVariable = declarations.length === all.length && declarations.every(isVariable);
    let inline = !used(rule) ? [] : byVariable ? declarations.filter((d) => variables.has(d.property ?? "")) : all;
    const pulled = later.conflicting(
      selectors,
      declarations.filter((node) => !inline.includes(node)),
    );
    inline = all.filter((node) => inline.includes(node) || pulled.includes(node));
    // A rule nesting others (CSS nesting) is not split: it goes whole wherever any of it goes.
    if (declarations.length < all.length && inline.length) inline = all;
    later.add(selectors, inline);
    inlineOf.set(rule, inline);
  }
  return inlineOf;
}

/**
 * Splits a page's CSS by its prerendered HTML (above the fold approximated by "in the HTML": these pages are short).
 * Inline (`critical`): the rules with a selector that matches an element of the page in either colour scheme
 * (state pseudo-classes and pseudo-elements left out of the test), rules jsdom cannot test, `@font-face`,
 * `@property`, `@layer` orders, and the `@keyframes` the kept rules name; `@media`, `@supports`, `@layer` blocks
 * keep the rules of theirs that stay. A rule that only sets custom properties (`:root`'s, a component's) keeps
 * inline those the page uses (usedVariables). And what the cascade's order needs (inlineParts). `rest`: the other
 * rules and declarations, in the stylesheet's order. Together they hold every rule once.
 */
export function splitCss(css: string, html: string): CriticalCss {
  const matches = matcher(html);
  const sheet = children(parse(css, { parseValue: false }));
  const { rules, keyframes } = rulesOf(sheet);
  const used = (rule: CssNode) => rule.prelude?.type !== "SelectorList" || children(rule.prelude).some(matches);
  const inlineOf = inlineParts(rules, used, usedVariables(rules, used, [html, ...keyframes.map(generate)]));
  const ruleText = (rule: CssNode, part: CssNode[]) =>
    part.length ? `${generate(rule.prelude ?? rule)}{${part.map(generate).join(";")}}` : "";
  const splitRule = (rule: CssNode): [string, string] => {
    const inline = inlineOf.get(rule) ?? [];
    const all = children(rule.block);
    if (inline.length === all.length) return [generate(rule), ""];
    return [
      ruleText(rule, inline),
      ruleText(
        rule,
        all.filter((node) => !inline.includes(node)),
      ),
    ];
  };
  const visit = (nodes: CssNode[]) =>
    nodes.map(split).reduce<[string, string]>(([c, r], [nc, nr]) => [c + nc, r + nr], ["", ""]);
  const split = (node: CssNode): [string, string] => {
    if (node.type === "Rule") return splitRule(node);
    if (node.type !== "Atrule") return bothParts(node);
    const name = (node.name ?? "").toLowerCase().replace(/^-[a-z]+-/, "");
    if (name === "keyframes") return ["", ""];
    if (name === "font-face" || name === "property") return [generate(node), ""];
    if (!node.block || !GROUPING.has(name)) return bothParts(node);
    const [critical, rest] = visit(children(node.block));
    const open = `@${node.name}${node.prelude ? ` ${generate(node.prelude)}` : ""}{`;
    return [critical && `${open}${critical}}`, rest && `${open}${rest}}`];
  };
  let [critical, rest] = visit(sheet);
  // Cascade layers rank in the order they first appear: inline, a layer whose first rules stayed deferred would
  // otherwise come after those that follow it in the stylesheet. One statement in front keeps their order.
  const layers = [
    ...new Set(
      sheet
        .filter((node) => node.type === "Atrule" && node.name === "layer" && node.prelude)
        .flatMap((node) => generate(node.prelude ?? node).split(",")),
    ),
  ];
  const [first] = sheet;
  const stated = first?.type === "Atrule" && first.name === "layer" && !first.block;
  if (layers.length > 1 && !stated) critical = `@layer ${layers.join(",")};${critical}`;
  // After the rules: which animations the inline rules name is known once they are all chosen.
  const named = (keyframe: CssNode) => {
    const name = generate(keyframe.prelude ?? keyframe).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    return new RegExp(`(^|[^\\w-])${name}($|[^\\w-])`).test(critical);
  };
  const inline = keyframes.filter(named);
  critical += inline.map(generate).join("");
  rest += keyframes
    .filter((keyframe) => !inline.includes(keyframe))
    .map(generate)
    .join("");
  return { critical, rest };
}
