import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";

/**
 * V8's explicit compile hint (Chrome 136 and later; to other engines, a comment): the functions of a file that
 * starts with it are compiled while the file streams in, on a background thread. Without it each is compiled
 * on the main thread the first time it runs: on a page starting up, 65–116 ms of lazy compiling right
 * after the first paint (measured on / at 1×; 10–19 ms with the hint), in tasks that a slow phone's
 * Lighthouse counts as blocking.
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/** Below this size (characters) a file's few functions compile in no time: the hint would only add to its bytes. */
const SMALLEST_HINTED = 4096;

/**
 * Puts the hint at the top of each of `files` (paths in `outDir`): the chunks a prerendered page runs as it
 * starts, whose functions it mostly calls. Not the others: compiling what never runs costs memory and a core.
 */
export function hintCompile(outDir: string, files: Iterable<string>): void {
  for (const file of files) {
    const path = resolve(outDir, file);
    const code = readFileSync(path, "utf8");
    if (code.length >= SMALLEST_HINTED && !code.startsWith(COMPILE_HINT)) writeFileSync(path, COMPILE_HINT + code);
  }
}
