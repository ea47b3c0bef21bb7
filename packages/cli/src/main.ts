// Builds the `kubecloud` program from the command modules and runs it once; returns the exit code.
import { Command, CommanderError } from "commander";
import { commands } from "./commands/index.ts";
import { Exit, describeError } from "./exit.ts";
import { createRuntime, type Runtime, type RuntimeIo, type RuntimeOptions } from "./runtime.ts";

export const version = "0.1.0";

export function buildProgram(rt: () => Runtime, io: RuntimeIo = {}): Command {
  const stdout = io.stdout ?? process.stdout;
  const stderr = io.stderr ?? process.stderr;
  const program = new Command("kubecloud")
    .description("The KubeCloud command line: account, nodes, clusters and kubeconfigs from a terminal or a script.")
    .version(version, "-V, --version")
    .option("--api-url <url>", "API base URL (default: the context's, or KUBECLOUD_API_URL)")
    .option("--context <name>", "use this context instead of the current one")
    // Settings made before the commands are added are inherited by every subcommand.
    .exitOverride()
    .showSuggestionAfterError()
    .configureOutput({
      writeOut: (text) => void stdout.write(text),
      writeErr: (text) => void stderr.write(text),
    })
    .addHelpText(
      "after",
      "\nEnvironment: KUBECLOUD_API_URL, KUBECLOUD_TOKEN, NO_COLOR, XDG_CONFIG_HOME.\n" +
        "Exit codes: 0 ok, 1 API error, 2 usage error, 3 not signed in, 4 not found, 5 timed out.\n\n" +
        "Example:\n  $ kubecloud login --email amira@example.com\n  $ kubecloud nodes list --country Belgium",
    );
  for (const register of commands) register(program, rt);
  return program;
}

/** Runs one command line (without `node` and the script) and resolves with the exit code. */
export async function main(argv: string[], io: RuntimeIo = {}): Promise<number> {
  let options: RuntimeOptions = {};
  let runtime: Runtime | undefined;
  // Created on first use, from the options of the command that runs (its own `--output` and the globals).
  const rt = () => (runtime ??= createRuntime(options, io));
  const program = buildProgram(rt, io);
  program.hook("preAction", (_program, action) => {
    options = action.optsWithGlobals();
  });
  try {
    await program.parseAsync(argv, { from: "user" });
    return Exit.ok;
  } catch (error) {
    // Commander has already printed its own message (or the help / version).
    if (error instanceof CommanderError) return error.exitCode === 0 ? Exit.ok : Exit.usage;
    const { text, exitCode } = describeError(error);
    (io.stderr ?? process.stderr).write(`${text}\n`);
    return exitCode;
  }
}
