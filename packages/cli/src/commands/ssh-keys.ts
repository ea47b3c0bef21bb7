// SSH keys: the public keys installed on your clusters' VMs (the console's SSH keys section).
import { existsSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import type { Command } from "commander";
import type { SshKey } from "@kubecloud/sdk";
import { example, group, withOutput } from "../command-kit.ts";
import { CliError, Exit } from "../exit.ts";
import { dateTime } from "../format.ts";
import { generateEd25519, publicKeyProblem } from "../keygen.ts";
import { printList } from "../output.ts";
import { readStdin } from "../prompt.ts";
import type { Runtime } from "../runtime.ts";

async function listKeys(rt: Runtime): Promise<SshKey[]> {
  const api = await rt.api();
  return api.call("get", "/v1/user/ssh-keys");
}

/** `laptop` → `laptop_id_ed25519`, as the console names the private key it saves. */
function privateKeyFile(name: string): string {
  const prefix = name
    .trim()
    .replace(/[^A-Za-z0-9._-]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return `${prefix ? `${prefix}_` : ""}id_ed25519`;
}

async function addKey(rt: Runtime, name: string, publicKey: string): Promise<SshKey> {
  const problem = publicKeyProblem(publicKey);
  if (problem) throw new CliError(problem, Exit.usage);
  const api = await rt.api();
  return api.call("post", "/v1/user/ssh-keys", { body: { name, public_key: publicKey.trim() } });
}

function fingerprintless(key: string): string {
  const [type, data = "", ...comment] = key.split(/\s+/);
  return `${type} …${data.slice(-12)}${comment.length ? ` ${comment.join(" ")}` : ""}`;
}

/** ssh-keys list. */
function registerList(keys: Command, rt: () => Runtime): void {
  example(
    withOutput(keys.command("list").description("List your SSH keys")).action(async () => {
      const r = rt();
      printList<SshKey>(
        r,
        await listKeys(r),
        [
          { header: "ID", value: (row) => row.ID, align: "right" },
          { header: "Name", value: (row) => row.name },
          { header: "Key", value: (row) => fingerprintless(row.public_key) },
          { header: "Added", value: (row) => dateTime(row.created_at) },
          { header: "Public key", value: (row) => row.public_key, wide: true },
        ],
        "No SSH keys yet: add one with kubecloud ssh-keys add NAME FILE.",
      );
    }),
    "kubecloud ssh-keys list",
  );
}

/** ssh-keys add: add a public key from a file or stdin. */
function registerAdd(keys: Command, rt: () => Runtime): void {
  example(
    keys
      .command("add")
      .argument("<name>", "a name for the key, unique in your account")
      .argument("<file>", "the public key file (.pub), or - for stdin")
      .description("Add a public key")
      .action(async (name: string, file: string) => {
        const r = rt();
        let text: string;
        try {
          text = file === "-" ? await readStdin() : await readFile(file, "utf8");
        } catch {
          throw new CliError(`Cannot read ${file}`, Exit.usage);
        }
        const key = await addKey(r, name, text);
        r.out(`Added SSH key "${key.name}" (id ${key.ID}).`);
      }),
    "kubecloud ssh-keys add laptop ~/.ssh/id_ed25519.pub",
  );
}

/** ssh-keys rm: delete a key by name. */
function registerRemove(keys: Command, rt: () => Runtime): void {
  example(
    keys
      .command("rm")
      .argument("<name>", "the key's name")
      .description("Delete a key (VMs that have it keep it until they are redeployed)")
      .action(async (name: string) => {
        const r = rt();
        const key = (await listKeys(r)).find((k) => k.name === name);
        if (!key) throw new CliError(`No SSH key named "${name}": see kubecloud ssh-keys list`, Exit.notFound);
        const api = await r.api();
        await api.call("delete", "/v1/user/ssh-keys/{ssh_key_id}", { params: { path: { ssh_key_id: key.ID } } });
        r.out(`Deleted SSH key "${name}".`);
      }),
    "kubecloud ssh-keys rm laptop",
  );
}

/** ssh-keys generate: make a key pair here and add its public key. */
function registerGenerate(keys: Command, rt: () => Runtime): void {
  example(
    keys
      .command("generate")
      .argument("<name>", "a name for the key, unique in your account")
      .option("--file <path>", "where to write the private key (default: ./NAME_id_ed25519)")
      .option("--stdout", "print the private key on stdout instead of writing a file")
      .description("Make an Ed25519 key pair here, add its public key; the private key is never sent")
      .action(async (name: string, options: { file?: string; stdout?: boolean }) => {
        const r = rt();
        const file = options.file ?? privateKeyFile(name);
        if (!options.stdout && (existsSync(file) || existsSync(`${file}.pub`)))
          throw new CliError(`${file} already exists: choose another --file`, Exit.usage);
        const pair = generateEd25519(name);
        // The public key goes first: if the server refuses it (a duplicate name), no orphan file is left.
        const key = await addKey(r, name, pair.publicKey);
        if (options.stdout) {
          r.out(pair.privateKey);
          r.err(`Added SSH key "${key.name}" (id ${key.ID}). Keep the private key above safe.`);
          return;
        }
        await writeFile(file, pair.privateKey, { mode: 0o600, flag: "wx" });
        await writeFile(`${file}.pub`, `${pair.publicKey}\n`, { mode: 0o644, flag: "wx" });
        r.out(`Added SSH key "${key.name}" (id ${key.ID}). Private key: ${file} (0600), public key: ${file}.pub.`);
      }),
    "kubecloud ssh-keys generate ci-runner --file ~/.ssh/kubecloud_ci",
  );
}

export function register(program: Command, rt: () => Runtime): void {
  const keys = group(program, "ssh-keys", "The SSH keys installed on your clusters' VMs");
  example(keys, "kubecloud ssh-keys generate laptop");
  for (const sub of [registerList, registerAdd, registerRemove, registerGenerate]) sub(keys, rt);
}
