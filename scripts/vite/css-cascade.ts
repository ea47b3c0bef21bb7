import type { CssNode } from "css-tree";

const children = (node: CssNode | null | undefined) => node?.children?.toArray() ?? [];
/** Pseudo-elements CSS 2 wrote with one colon, which parse as pseudo-classes. */
const LEGACY_PSEUDO_ELEMENTS = ["before", "after", "first-line", "first-letter"];

/** Specificity as "a,b,c" (ids, classes and attributes and pseudo-classes, types and pseudo-elements). */
function specificity(selector: CssNode): number[] {
  const total = [0, 0, 0];
  const add = (part: number[]) => part.forEach((n, i) => (total[i] += n));
  for (const node of children(selector)) {
    if (node.type === "IdSelector") total[0]++;
    else if (node.type === "ClassSelector" || node.type === "AttributeSelector") total[1]++;
    else if (node.type === "TypeSelector" && !(node.name ?? "").endsWith("*")) total[2]++;
    else if (node.type === "PseudoElementSelector") total[2]++;
    else if (node.type === "PseudoClassSelector") {
      const [argument] = children(node);
      if (node.name === "where") continue;
      if (argument?.type === "SelectorList" && node.name !== "nth-child" && node.name !== "nth-last-child")
        add(children(argument).map(specificity).reduce(max, [0, 0, 0]));
      else if (LEGACY_PSEUDO_ELEMENTS.includes(node.name ?? "")) total[2]++;
      else total[1]++;
    }
  }
  return total;
}
const max = (a: number[], b: number[]) => ((a[0] - b[0] || a[1] - b[1] || a[2] - b[2]) >= 0 ? a : b);

/**
 * What a selector styles, for the cascade: its specificity, and the pseudo-element it styles if any (`::before`
 * and the element itself are two boxes: rules for one never override rules for the other).
 */
function cascadeTarget(selector: CssNode): string {
  const pseudo = children(selector).findLast(
    (node) =>
      node.type === "PseudoElementSelector" ||
      (node.type === "PseudoClassSelector" && LEGACY_PSEUDO_ELEMENTS.includes(node.name ?? "")),
  );
  return `${specificity(selector).join(",")}${pseudo ? `::${pseudo.name}` : ""}`;
}

/**
 * The longhands a declaration may set, by family: `padding-left` and `padding` can override each other, and so
 * can `top` and `inset`, `line-height` and `font`. Coarse on purpose (`min-width` and `min-height` are one family):
 * a family too wide costs a rule brought inline, one too narrow a wrong cascade.
 */
export function propertyFamily(property: string): string {
  if (property.startsWith("--")) return property;
  const name = property
    .toLowerCase()
    .replace(/^-(webkit|moz|ms|o)-/, "")
    .replace(/inline-size$/, "width")
    .replace(/block-size$/, "height");
  if (/^(top|right|bottom|left|inset)\b/.test(name)) return "inset";
  if (/^(place|align|justify)-/.test(name)) return "align";
  if (/^((row|column|grid)-)?gap$/.test(name)) return "gap";
  if (name === "line-height") return "font";
  return name.split("-")[0];
}

/**
 * Which declarations may override which in the cascade by their order alone: those of the same specificity, for
 * the same box (an element or one of its pseudo-elements), whose properties are of the same family. `selectors` null: a rule whose specificity is unknown, which may override
 * anything of the same family. Coarse on purpose: it may count two rules that never meet on one element.
 */
export function cascadeTracker() {
  const keys = new Set<string>();
  const families = new Set<string>();
  const familiesOfAnySpecificity = new Set<string>();
  let everything = false;
  const specificities = (selectors: CssNode[] | null) => selectors && [...new Set(selectors.map(cascadeTarget))];
  return {
    /** The given declarations that may override, or be overridden by, one of those added. */
    conflicting(selectors: CssNode[] | null, declarations: CssNode[]) {
      const specs = specificities(selectors);
      return declarations.filter((declaration) => {
        const family = propertyFamily(declaration.property ?? "");
        if (everything || (family === "all" && families.size) || familiesOfAnySpecificity.has(family)) return true;
        return specs ? specs.some((s) => keys.has(`${s}|${family}`)) : families.has(family);
      });
    },
    add(selectors: CssNode[] | null, declarations: CssNode[]) {
      const specs = specificities(selectors);
      for (const declaration of declarations) {
        const family = propertyFamily(declaration.property ?? "");
        families.add(family);
        if (family === "all") everything = true;
        if (!specs) familiesOfAnySpecificity.add(family);
        else for (const s of specs) keys.add(`${s}|${family}`);
      }
    },
  };
}
