// An ESLint rule that keeps the console's imports one-way (docs/architecture.md):
//   app  →  features/*  →  shared (components, lib, config, theme)  →  @kubecloud/sdk
// A feature never imports another feature or the app; shared code never imports a feature or the app.
// Tests under src/test are the harness (they render the whole app) and are free to import anything.
import { dirname, relative, resolve, sep } from "node:path";

/** The layer of a file under `src/`, or undefined for files outside it. */
export function layerOf(file, srcDir) {
  const rel = relative(srcDir, file);
  if (rel.startsWith("..") || rel === "") return undefined;
  const [top, second] = rel.split(sep);
  if (top === "features") return second ? `features/${second}` : "features";
  if (top === "app") return "app";
  if (top === "test") return "test";
  if (top === "main.tsx" || top === "entry-server.tsx") return "entry"; // the browser's and the prerenderer's
  return "shared"; // components, lib, config, theme.ts, vite-env.d.ts
}

/** Why importing `to` from `from` breaks the layers, or undefined when it is allowed. */
export function violation(from, to) {
  if (!from || !to || from === to || from === "test" || from === "entry") return undefined;
  if (to === "test" || to === "shared") return undefined;
  if (from === "app") return undefined;
  if (from === "shared")
    return `shared code (components, lib, config) never imports ${to}: it would make every feature depend on it`;
  if (from.startsWith("features/")) {
    if (to === "app")
      return `a feature never imports the app layer (${from} → app): move what it needs into src/lib or src/components`;
    return `a feature never imports another feature (${from} → ${to}): move what both need into src/lib or src/components, or let the app compose them`;
  }
  return undefined;
}

const rule = {
  meta: {
    type: "problem",
    docs: { description: "Imports run one way: app → features → shared; features never import each other." },
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
