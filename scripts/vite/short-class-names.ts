import { createHash } from "node:crypto";
import { relative } from "node:path";
import type { Plugin } from "vite";

/**
 * Short class names for the CSS modules in the build: `c` and five characters of a hash of the file and the
 * class (`ck3m9q`), where Vite's default spells out the class, a hash and a line (`_shell_z4uqw_3`). Each name
 * appears in the prerendered HTML, in the CSS and in the script's class maps: at some 300 names in the home
 * page's first load, the long ones cost it about 1 kB gzip. The server build that prerenders the pages and the
 * client build that hydrates them name every class alike (the name depends on nothing else). Development and
 * tests keep Vite's readable names.
 */
export function shortClassNames(): Plugin {
  let root = process.cwd();
  const owners = new Map<string, string>();
  const name = (local: string, file: string) => {
    const key = `${relative(root, file.split("?")[0]).split("\\").join("/")}:${local}`;
    const digest = createHash("sha256").update(key).digest();
    let short = "c";
    for (let i = 0; i < 5; i++) short += "abcdefghijklmnopqrstuvwxyz234567"[digest[i] % 32];
    const owner = owners.get(short);
    if (owner !== undefined && owner !== key) throw new Error(`class names ${owner} and ${key} would both be ${short}`);
    owners.set(short, key);
    return short;
  };
  return {
    name: "kubecloud:short-class-names",
    config: (_, { command }) => (command === "build" ? { css: { modules: { generateScopedName: name } } } : {}),
    configResolved(config) {
      root = config.root;
    },
  };
}
