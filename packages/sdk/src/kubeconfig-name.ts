/**
 * Names a cluster's kubeconfig after the cluster. The server hands out K3s's own file, whose cluster, user and
 * context are all called `default`: two clusters' files then collide when merged (`KUBECONFIG=a:b`), and the
 * second cluster silently disappears behind the first. The console rewrites the file with this, in memory, before
 * any screen shows, copies or saves it, and `kubecloud kubeconfig get` before it prints, saves or merges it.
 *
 * The rewrite reads the block style kubectl and K3s write (`clusters:`, `contexts:`, `users:` lists with a `name`
 * per item, a context's `cluster` and `user`, and `current-context`). A file in any other shape is returned as it
 * came: a working file with the old names is better than a broken one.
 */
export function nameKubeconfig(text: string, cluster: string): string {
  const lines = text.split("\n");
  const clusters = listItems(lines, "clusters");
  const contexts = listItems(lines, "contexts");
  const users = listItems(lines, "users");
  if (!clusters || !contexts || !users) return text;
  const sections = { clusters, contexts, users };

  const renames = {
    clusters: renamed(
      sections.clusters.names.map((item) => item.value),
      cluster,
    ),
    contexts: renamed(
      sections.contexts.names.map((item) => item.value),
      cluster,
    ),
    users: renamed(
      sections.users.names.map((item) => item.value),
      cluster,
    ),
  };
  // Every context must name a cluster and a user the file has, or renaming them would break it.
  const refs = sections.contexts.refs;
  const readable =
    refs.length === 2 * sections.contexts.names.length &&
    refs.every((ref) => (ref.key === "cluster" ? renames.clusters : renames.users).has(ref.value));
  if (!readable) return text;
  const out = [...lines];
  for (const key of ["clusters", "contexts", "users"] as const) {
    for (const item of sections[key].names) out[item.line] = replaceValue(out[item.line], renames[key].get(item.value));
  }
  // A context points at a cluster and a user by name: both follow their new names.
  for (const ref of refs) {
    const map = ref.key === "cluster" ? renames.clusters : renames.users;
    out[ref.line] = replaceValue(out[ref.line], map.get(ref.value));
  }
  lines.forEach((line, index) => {
    const current = /^current-context:\s*(.*)$/.exec(line);
    if (current) out[index] = replaceValue(line, renames.contexts.get(unquote(current[1])));
  });
  return out.join("\n");
}

interface Found {
  line: number;
  value: string;
}

/**
 * The items of a top-level list (`clusters:` …): each item's own `name`, and inside it the `cluster` and `user`
 * a context refers to. Undefined when the list is missing or an item has no name.
 */
function listItems(lines: string[], section: string) {
  const start = lines.findIndex((line) => line.trimEnd() === `${section}:`);
  if (start < 0) return undefined;
  const names: Found[] = [];
  const refs: (Found & { key: "cluster" | "user" })[] = [];
  let marker: number | undefined; // the indent of the list's "- "
  let items = 0;
  for (let index = start + 1; index < lines.length; index += 1) {
    const line = lines[index];
    if (line.trim() === "") continue;
    const indent = line.length - line.trimStart().length;
    if (indent === 0 && !line.startsWith("-")) break; // the next top-level key
    if (marker === undefined) marker = indent;
    if (indent === marker && line.trimStart().startsWith("- ")) items += 1;
    const key = /^\s*(?:- )?(name|cluster|user):\s*(.*)$/.exec(line);
    if (!key || key[2].trim() === "") continue;
    // The item's keys sit right after its "- ", or under it two columns in; deeper keys belong to a nested map.
    const keyColumn = line.startsWith(`${" ".repeat(marker)}- `) ? marker + 2 : indent;
    const value = unquote(key[2]);
    if (key[1] === "name" && keyColumn === marker + 2) names.push({ line: index, value });
    else if (section === "contexts" && key[1] !== "name" && keyColumn === marker + 4) {
      refs.push({ line: index, value, key: key[1] as "cluster" | "user" });
    }
  }
  return items > 0 && names.length === items ? { names, refs } : undefined;
}

/** The first name becomes the cluster's; a second (rare) keeps its old name after the cluster's, to stay unique. */
function renamed(names: string[], cluster: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const name of names) if (!map.has(name)) map.set(name, map.size === 0 ? cluster : `${cluster}-${name}`);
  return map;
}

function unquote(value: string): string {
  const trimmed = value.trim();
  return /^(["']).*\1$/.test(trimmed) ? trimmed.slice(1, -1) : trimmed;
}

function replaceValue(line: string, next: string | undefined): string {
  if (next === undefined) return line;
  const scalar = /^[A-Za-z0-9][A-Za-z0-9._@-]*$/.test(next) ? next : JSON.stringify(next);
  return line.replace(/^(\s*(?:- )?[a-z-]+:\s*).*$/, (_match, key: string) => `${key}${scalar}`);
}
