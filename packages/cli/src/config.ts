// The CLI's configuration file: contexts (an API URL and the session's token pair), never a password.
import { chmodSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { homedir } from "node:os";
import { dirname, join } from "node:path";
import { CliError, Exit } from "./exit.ts";

export const defaultApiUrl = "http://127.0.0.1:8080/api";

export interface Context {
  apiUrl: string;
  /** Who signed in, for `context list` and `whoami` when offline. Not a secret. */
  email?: string;
  accessToken?: string;
  refreshToken?: string;
}

export interface ConfigFile {
  current: string;
  contexts: Record<string, Context>;
}

/** `$XDG_CONFIG_HOME/kubecloud/config.json`, else `~/.config/kubecloud/config.json`. */
export function configPath(env: NodeJS.ProcessEnv = process.env): string {
  const base = env.XDG_CONFIG_HOME || join(env.HOME || homedir(), ".config");
  return join(base, "kubecloud", "config.json");
}

/** Reads and writes the config file. Writes are atomic and the file is 0600: it holds session tokens. */
export class ConfigStore {
  private data: ConfigFile;

  constructor(readonly path: string = configPath()) {
    this.data = ConfigStore.read(path);
  }

  private static read(path: string): ConfigFile {
    let text: string;
    try {
      text = readFileSync(path, "utf8");
    } catch {
      return { current: "default", contexts: { default: { apiUrl: defaultApiUrl } } };
    }
    try {
      const parsed = JSON.parse(text) as Partial<ConfigFile>;
      const contexts = parsed.contexts ?? {};
      const current = parsed.current ?? Object.keys(contexts)[0] ?? "default";
      contexts[current] ??= { apiUrl: defaultApiUrl };
      return { current, contexts };
    } catch {
      throw new CliError(`The config file ${path} is not valid JSON: fix or delete it`, Exit.usage);
    }
  }

  get current(): string {
    return this.data.current;
  }

  contexts(): Readonly<Record<string, Context>> {
    return this.data.contexts;
  }

  context(name: string = this.data.current): Context | undefined {
    return this.data.contexts[name];
  }

  /** Adds or replaces a context (keeping its tokens when the URL is unchanged). */
  setContext(name: string, context: Context): void {
    this.data.contexts[name] = context;
  }

  use(name: string): void {
    if (!this.data.contexts[name])
      throw new CliError(`No context named "${name}": see kubecloud context list`, Exit.notFound);
    this.data.current = name;
  }

  /** Updates the current context (or `name`) in place. */
  update(patch: Partial<Context>, name: string = this.data.current): void {
    const context = this.data.contexts[name] ?? { apiUrl: defaultApiUrl };
    this.data.contexts[name] = { ...context, ...patch };
  }

  save(): void {
    mkdirSync(dirname(this.path), { recursive: true, mode: 0o700 });
    const temp = `${this.path}.${process.pid}.tmp`;
    writeFileSync(temp, `${JSON.stringify(this.data, null, 2)}\n`, { mode: 0o600 });
    chmodSync(temp, 0o600); // the mode above is masked by umask
    renameSync(temp, this.path);
  }
}
