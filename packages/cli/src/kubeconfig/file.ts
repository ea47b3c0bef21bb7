// Where the merged kubeconfig goes and how it is written: the first path of $KUBECONFIG, else
// ~/.kube/config; a backup of the old file first; written atomically, readable by its owner only (0600), as
// kubectl's own files are.
import { chmodSync, copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { homedir } from "node:os";
import { delimiter, dirname, join } from "node:path";

export function kubeconfigPath(env: NodeJS.ProcessEnv): string {
  const first = (env.KUBECONFIG ?? "").split(delimiter).find((path) => path.trim() !== "");
  return first ?? join(env.HOME || homedir(), ".kube", "config");
}

/** The file's text, or undefined when there is none yet. */
export function readIfThere(path: string): string | undefined {
  return existsSync(path) ? readFileSync(path, "utf8") : undefined;
}

/** `config.20261127T063500Z.bak` beside the file: one per merge, so no earlier backup is overwritten. */
export function backupPath(path: string, now: Date = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z");
  return `${path}.${stamp}.bak`;
}

/** Copies the file to its backup (0600 too: it holds credentials) and returns the backup's path. */
export function backUp(path: string, now?: Date): string {
  const backup = backupPath(path, now);
  copyFileSync(path, backup);
  chmodSync(backup, 0o600);
  return backup;
}

/** Writes a credential file: the folder 0700 when it is new, the file 0600, replaced in one rename. */
export function writePrivate(path: string, text: string): void {
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, text, { mode: 0o600 });
  chmodSync(temporary, 0o600);
  renameSync(temporary, path);
}
