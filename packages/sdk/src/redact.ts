/**
 * Deletes leaked secrets from a response body before anyone can display or cache it. A path is
 * dot-separated; `[]` walks every element of an array and `*` every value of a map
 * (`deployments[].cluster.nodes[].env_vars`, `data.user.password`).
 */
export function redact(body: unknown, paths: readonly string[]): void {
  for (const path of paths) remove(body, path.replace(/\[\]/g, ".[]").split("."));
}

function remove(value: unknown, segments: string[]): void {
  if (typeof value !== "object" || value === null || segments.length === 0) return;
  const [head, ...rest] = segments;
  if (head === "[]" || head === "*") {
    const children = Array.isArray(value) ? value : head === "*" ? Object.values(value) : [];
    for (const child of children) remove(child, rest);
    return;
  }
  const record = value as Record<string, unknown>;
  if (rest.length === 0) delete record[head];
  else remove(record[head], rest);
}
