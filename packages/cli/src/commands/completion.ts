// Shell completion scripts, generated from the program's own command tree (so they never go stale).
import type { Command } from "commander";
import { example } from "../command-kit.ts";
import { CliError, Exit } from "../exit.ts";
import type { Runtime } from "../runtime.ts";

interface Node {
  /** The words after `kubecloud`, e.g. `["nodes", "list"]`. */
  path: string[];
  description: string;
  subcommands: string[];
  options: string[];
}

function walk(command: Command, path: string[] = []): Node[] {
  const children = command.commands.filter((child) => child.name() !== "help");
  const options = command.options
    .flatMap((option) => [option.long, option.short])
    .filter((flag): flag is string => !!flag);
  const node = {
    path,
    description: command.description(),
    subcommands: children.map((child) => child.name()),
    options: [...options, "--help"],
  };
  return [node, ...children.flatMap((child) => walk(child, [...path, child.name()]))];
}

const quote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

function bash(nodes: Node[]): string {
  const cases = nodes
    .map(
      (node) =>
        `    ${quote(node.path.join(" "))}) words=${quote([...node.subcommands, ...node.options].join(" "))} ;;`,
    )
    .join("\n");
  const paths = `|${nodes.map((node) => node.path.join(" ")).join("|")}|`;
  return `# kubecloud completion for bash: add to ~/.bashrc
#   source <(kubecloud completion bash)
_kubecloud() {
  local cur="\${COMP_WORDS[COMP_CWORD]}" path="" next word words="" i
  local paths=${quote(paths)}
  # The command path so far: the earlier words that name a command (not options, not arguments).
  for ((i = 1; i < COMP_CWORD; i++)); do
    word="\${COMP_WORDS[i]}"
    [[ $word == -* ]] && continue
    next="\${path:+$path }$word"
    [[ $paths == *"|$next|"* ]] && path="$next"
  done
  case "$path" in
${cases}
  esac
  COMPREPLY=($(compgen -W "$words" -- "$cur"))
}
complete -F _kubecloud kubecloud
`;
}

function zsh(nodes: Node[]): string {
  return `#compdef kubecloud
# kubecloud completion for zsh: add to ~/.zshrc
#   source <(kubecloud completion zsh)
autoload -U +X bashcompinit && bashcompinit
${bash(nodes).replace(/^# .*\n#.*\n/, "")}`;
}

function fish(nodes: Node[]): string {
  const lines = [
    "# kubecloud completion for fish",
    "#   kubecloud completion fish > ~/.config/fish/completions/kubecloud.fish",
  ];
  const esc = (text: string) => text.replace(/'/g, "\\'");
  for (const node of nodes) {
    // A word is offered after exactly this path: every word of the path seen, none of its subcommands yet.
    const seen = node.path.map((word) => `__fish_seen_subcommand_from ${word}`);
    const notYet = node.subcommands.length ? [`not __fish_seen_subcommand_from ${node.subcommands.join(" ")}`] : [];
    const condition = node.path.length === 0 ? "__fish_use_subcommand" : [...seen, ...notYet].join("; and ");
    const children = nodes.filter(
      (child) => child.path.length === node.path.length + 1 && node.path.every((w, i) => child.path[i] === w),
    );
    for (const child of children)
      lines.push(`complete -c kubecloud -f -n '${condition}' -a ${child.path.at(-1)} -d '${esc(child.description)}'`);
    if (node.path.length > 0) {
      const own = [...seen].join("; and ");
      for (const flag of node.options.filter((f) => f.startsWith("--")))
        lines.push(`complete -c kubecloud -n '${own}' -l ${flag.slice(2)}`);
    }
  }
  return `${lines.join("\n")}\n`;
}

export function register(program: Command, rt: () => Runtime): void {
  example(
    program
      .command("completion")
      .argument("<shell>", "bash, zsh or fish")
      .description("Print a shell completion script")
      .action((shell: string) => {
        const scripts: Record<string, (nodes: Node[]) => string> = { bash, zsh, fish };
        const make = scripts[shell];
        if (!make) throw new CliError(`Unknown shell "${shell}": use bash, zsh or fish`, Exit.usage);
        rt().out(make(walk(program)));
      }),
    "source <(kubecloud completion bash)",
    "kubecloud completion fish > ~/.config/fish/completions/kubecloud.fish",
  );
}
