// completion bash|zsh|fish: scripts generated from the command tree, valid for their shell.
import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { kubecloud, type Home } from "./support.ts";

// Completion talks to no server: a home with no API is enough.
const home: Home = {
  dir: process.cwd(),
  env: { PATH: process.env.PATH ?? "", HOME: "/nonexistent" },
  configFile: "",
  remove: () => {},
};

const hasShell = (shell: string) => {
  try {
    execFileSync(shell, ["-c", "true"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
};

describe("kubecloud completion", () => {
  it("bash: completes commands, subcommands and options, and parses (bash -n)", async () => {
    const run = await kubecloud(home, ["completion", "bash"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("complete -F _kubecloud kubecloud");
    expect(run.stdout).toMatch(
      /^ {4}''\) words='login logout whoami context balance funds .*nodes .*events admin completion /m,
    );
    expect(run.stdout).toContain("    'nodes list') words='--output -o --country --gpu --min-cpu");
    expect(run.stdout).toContain("    'admin maintenance') words=");
    execFileSync("bash", ["-n"], { input: run.stdout });
  });

  it.skipIf(!hasShell("bash"))("bash: offers the right words for a partial command line", async () => {
    const script = (await kubecloud(home, ["completion", "bash"])).stdout;
    const complete = (line: string) =>
      execFileSync(
        "bash",
        [
          "-c",
          `${script}\nCOMP_WORDS=(${line}); COMP_CWORD=$((\${#COMP_WORDS[@]}-1)); _kubecloud; echo "\${COMPREPLY[*]}"`,
        ],
        { encoding: "utf8" },
      ).trim();
    expect(complete("kubecloud no")).toBe("nodes");
    expect(complete("kubecloud nodes re")).toBe("reserve release");
    expect(complete("kubecloud ssh-keys generate x --s")).toBe("--stdout");
  });

  it("zsh: the bash script through bashcompinit", async () => {
    const run = await kubecloud(home, ["completion", "zsh"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^#compdef kubecloud\n/);
    expect(run.stdout).toContain("autoload -U +X bashcompinit && bashcompinit");
    expect(run.stdout).toContain("complete -F _kubecloud kubecloud");
  });

  it("fish: one complete line per command and option", async () => {
    const run = await kubecloud(home, ["completion", "fish"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(
      "complete -c kubecloud -f -n '__fish_use_subcommand' -a nodes -d 'Grid nodes: browse, reserve, release'",
    );
    expect(run.stdout).toContain(
      "complete -c kubecloud -f -n '__fish_seen_subcommand_from nodes; and not __fish_seen_subcommand_from list mine reserve release' -a reserve",
    );
    expect(run.stdout).toContain(
      "complete -c kubecloud -n '__fish_seen_subcommand_from nodes; and __fish_seen_subcommand_from reserve' -l wait",
    );
  });

  it("refuses another shell (exit 2)", async () => {
    expect(await kubecloud(home, ["completion", "tcsh"])).toEqual({
      code: 2,
      stdout: "",
      stderr: 'Unknown shell "tcsh": use bash, zsh or fish\n',
    });
  });
});
