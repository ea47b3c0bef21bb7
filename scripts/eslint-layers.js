// An ESLint rule that keeps the console's imports one-way (docs/architecture.md). The layers, highest first:
//   app  →  features/*  →  entities/*  →  components  →  lib  →  config  →  @kubecloud/sdk
// A file imports its own layer or any layer below it, never one above. Slices never import their siblings: a
// feature never imports another feature, an entity never imports another entity (what two of them need goes one
// layer down, and the layer above composes them). `theme.ts` and `vite-env.d.ts` count as config (constants and
// ambient types that import nothing of src/). Tests under src/test are the harness (they render the whole app)
// and are free to import anything, as are the two entry points (main.tsx, entry-server.tsx).
import { dirname, relative, resolve, sep } from "node:path";

/** The ordered layers, highest first (index 0 may import every other one). */
export const order = ["app", "features", "entities", "components", "lib", "config"];

const sliced = new Set(["features", "entities"]);
const configFiles = new Set(["theme.ts", "vite-env.d.ts"]);
const entryFiles = new Set(["main.tsx", "entry-server.tsx"]); // the browser's and the prerenderer's

/**
 * The layer of a file under `src/` ("app", "features/nodes", "entities/ssh-keys", "components", "lib", "config",
 * "test", "entry", or "unknown:<name>" for a folder that is no layer), or undefined for files outside src/.
 */
export function layerOf(file, srcDir) {
  const rel = relative(srcDir, file);
  if (rel.startsWith("..") || rel === "") return undefined;
  const parts = rel.split(sep);
  const [top, second] = parts;
  if (parts.length === 1) {
    if (entryFiles.has(top)) return "entry";
    if (configFiles.has(top)) return "config";
    if (/\.test\.[jt]sx?$/.test(top)) return "test"; // whole-tree checks (casing.test.ts)
    return `unknown:${top}`;
  }
  if (sliced.has(top)) return parts.length > 2 ? `${top}/${second}` : top;
  if (top === "test" || order.includes(top)) return top;
  return `unknown:${top}`;
}

const base = (layer) => layer.split("/")[0];

/** What a layer is for, said when it reaches up. */
const reachingUp = {
  features:
    "a feature never reaches the app that composes it: move what it needs into src/entities, src/components or src/lib",
  entities:
    "entities (shared domain state) never import a feature or the app: pass what the feature knows in as props or arguments",
  components:
    "components are UI that knows no API and no feature: take the data as props, or move the component to src/entities",
  lib: "lib holds logic without UI or domain state: move the shared type or function into src/lib (or src/config)",
  config: "config holds constants and imports nothing of src/ but other config",
};

const orderText = "app → features → entities → components → lib → config";

/** Why importing `to` from `from` breaks the layers, or undefined when it is allowed. */
export function violation(from, to) {
  if (!from || !to || from === to || from === "test" || from === "entry" || to === "test") return undefined;
  if (from.startsWith("unknown:") || to.startsWith("unknown:")) {
    const name = (from.startsWith("unknown:") ? from : to).slice("unknown:".length);
    return `src/${name} is in no layer (${orderText}): move it into one of them`;
  }
  if (to === "entry") return `nothing imports the entry points (${from} → ${to}): move what is needed into a layer`;
  const [fromBase, toBase] = [base(from), base(to)];
  if (fromBase === toBase) {
    if (fromBase === "features")
      return `a feature never imports another feature (${from} → ${to}): move what both need into src/entities, src/components or src/lib, or let the app compose them`;
    if (fromBase === "entities")
      return `an entity never imports another entity (${from} → ${to}): move what both need into src/components or src/lib, or let a feature compose them`;
    return undefined;
  }
  if (order.indexOf(fromBase) < order.indexOf(toBase)) return undefined;
  return `${from} never imports ${to} (layers run ${orderText}): ${reachingUp[fromBase]}`;
}

const rule = {
  meta: {
    type: "problem",
    docs: {
      description:
        "Imports run one way: app → features → entities → components → lib → config; slices never import their siblings.",
    },
    schema: [{ type: "object", properties: { srcDir: { type: "string" } }, additionalProperties: false }],
    messages: { layers: "{{why}}" },
  },
  create(context) {
    const srcDir = resolve(context.options[0]?.srcDir ?? resolve(context.cwd, "src"));
    const file = context.filename;
    const from = layerOf(file, srcDir);
    if (!from) return {};
    const check = (node, source) => {
      if (typeof source !== "string" || !source.startsWith(".")) return;
      const why = violation(from, layerOf(resolve(dirname(file), source), srcDir));
      if (why) context.report({ node, messageId: "layers", data: { why } });
    };
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === "Literal" && check(node.source, node.source.value),
    };
  },
};

export default { rules: { "one-way": rule } };
