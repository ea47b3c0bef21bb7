// Small helpers every command module uses, so that help texts and options look the same everywhere.
import { Option, type Command } from "commander";
import { CliError, Exit } from "./exit.ts";
import { outputFormats } from "./runtime.ts";

/** Adds the `Example:` block `--help` shows under a command. */
export function example(command: Command, ...lines: string[]): Command {
  return command.addHelpText("after", `\nExample:\n${lines.map((line) => `  $ ${line}`).join("\n")}`);
}

/** A command group (`kubecloud funds …`): its name, what it is for and its `Example:` block, if given here. */
export function group(parent: Command, name: string, description: string, ...lines: string[]): Command {
  const command = parent.command(name).description(description);
  return lines.length > 0 ? example(command, ...lines) : command;
}

/** The `-o, --output` option of list and get commands. */
export function withOutput(command: Command): Command {
  return command.addOption(
    new Option("-o, --output <format>", "output format").choices(outputFormats).default("table"),
  );
}

/** A positive number argument or option, else a usage error (exit 2) naming it. */
export function parseNumber(name: string, text: string, { integer = false, min = 0 } = {}): number {
  const value = Number(text);
  if (text.trim() === "" || !Number.isFinite(value) || (integer && !Number.isInteger(value)) || value < min)
    throw new CliError(
      `${name} must be ${integer ? "a whole number" : "a number"} of at least ${min}, got "${text}"`,
      Exit.usage,
    );
  return value;
}
