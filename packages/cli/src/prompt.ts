// Questions on the terminal (node:readline, no library): plain answers, hidden passwords, confirmations.
import { createInterface } from "node:readline";
import { Writable } from "node:stream";
import { CliError, Exit } from "./exit.ts";
import type { Runtime } from "./runtime.ts";

/** Refuses to ask when there is no terminal: a script would hang; the message names the flag to use. */
function needTerminal(rt: Runtime, instead: string): void {
  if (!rt.interactive) throw new CliError(`Not on a terminal: ${instead}`, Exit.usage);
}

/** Asks one question on stderr (stdout stays clean for the command's output). */
function question(text: string, hidden: boolean): Promise<string> {
  let muted = false;
  // While muted, what the user types is not echoed; the prompt itself is written before muting.
  const output = new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (!muted) process.stderr.write(chunk);
      done();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  return new Promise((resolve, reject) => {
    rl.on("SIGINT", () => {
      rl.close();
      process.stderr.write("\n");
      reject(new CliError("Cancelled", Exit.usage));
    });
    rl.question(text, (answer) => {
      if (hidden) process.stderr.write("\n");
      rl.close();
      resolve(answer);
    });
    muted = hidden;
  });
}

export async function ask(rt: Runtime, text: string, instead: string): Promise<string> {
  needTerminal(rt, instead);
  return (await question(text, false)).trim();
}

export async function askSecret(rt: Runtime, text: string, instead: string): Promise<string> {
  needTerminal(rt, instead);
  return question(text, true);
}

/** Asks the user to type `expected` (e.g. a cluster's name) to confirm; anything else cancels (exit 2). */
export async function confirmByTyping(rt: Runtime, text: string, expected: string, instead: string): Promise<void> {
  const answer = await ask(rt, text, instead);
  if (answer !== expected) throw new CliError(`Cancelled: "${answer}" is not "${expected}"`, Exit.usage);
}

/** All of stdin as text, without the final line break (for `--password-stdin`, `-` as a file). */
export async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString("utf8")
    .replace(/\r?\n$/, "");
}
