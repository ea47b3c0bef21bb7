// What every command gets: the signed-in API client, the output format, the streams and the config.
import type { KubeCloudClient, TokenStore } from "@kubecloud/sdk";
import { ConfigStore, configPath, defaultApiUrl } from "./config.ts";
import { CliError, Exit, signedOutText } from "./exit.ts";

export const outputFormats = ["table", "wide", "json", "yaml"] as const;
export type OutputFormat = (typeof outputFormats)[number];

export interface Runtime {
  /** The API client for the chosen context; token refresh is the SDK's, refreshed tokens are saved. */
  api(): Promise<KubeCloudClient>;
  output: OutputFormat;
  out(text: string): void;
  err(text: string): void;
  /** Colour and spinners only on a terminal, and never with NO_COLOR. */
  color: boolean;
  /** Whether the CLI may ask questions: stdin and stderr (where questions go) are terminals; stdout may be piped. */
  interactive: boolean;
  config: ConfigStore;
  /** The context this run uses (`--context`, else the config's current one). */
  contextName: string;
  /** The API base URL this run uses: `--api-url`, else KUBECLOUD_API_URL, else the context's. */
  apiUrl: string;
  env: NodeJS.ProcessEnv;
}

/** The global flags (and a list command's `--output`), as commander parsed them. */
export interface RuntimeOptions {
  apiUrl?: string;
  context?: string;
  output?: string;
}

export interface RuntimeIo {
  env?: NodeJS.ProcessEnv;
  stdout?: NodeJS.WriteStream;
  stderr?: NodeJS.WriteStream;
  stdin?: NodeJS.ReadStream;
}

export function createRuntime(options: RuntimeOptions, io: RuntimeIo = {}): Runtime {
  const env = io.env ?? process.env;
  const stdout = io.stdout ?? process.stdout;
  const stderr = io.stderr ?? process.stderr;
  const stdin = io.stdin ?? process.stdin;
  const config = new ConfigStore(configPath(env));
  const contextName = options.context ?? config.current;
  if (options.context !== undefined && !config.context(options.context))
    throw new CliError(`No context named "${options.context}": see kubecloud context list`, Exit.usage);
  const apiUrl = options.apiUrl ?? env.KUBECLOUD_API_URL ?? config.context(contextName)?.apiUrl ?? defaultApiUrl;
  const output = (outputFormats as readonly string[]).includes(options.output ?? "")
    ? (options.output as OutputFormat)
    : "table";
  let client: Promise<KubeCloudClient> | undefined;

  return {
    api: () => (client ??= createClient(apiUrl, tokenStore(config, contextName, env.KUBECLOUD_TOKEN), env)),
    output,
    out: (text) => void stdout.write(text.endsWith("\n") ? text : `${text}\n`),
    err: (text) => void stderr.write(text.endsWith("\n") ? text : `${text}\n`),
    color: Boolean(stdout.isTTY) && !("NO_COLOR" in env) && env.TERM !== "dumb",
    interactive: Boolean(stdin.isTTY && stderr.isTTY),
    config,
    contextName,
    apiUrl,
    env,
  };
}

/** The SDK is loaded only when a command talks to the API, so `--help` and `completion` start fast. */
async function createClient(baseUrl: string, tokens: TokenStore, env: NodeJS.ProcessEnv): Promise<KubeCloudClient> {
  const sdk = await import("@kubecloud/sdk");
  const client = sdk.createKubeCloudClient({
    baseUrl,
    tokens,
    // A reply that drifts from the contract is still used; say so only when asked (stderr stays clean for scripts).
    onDrift: (drift) => {
      if (env.KUBECLOUD_DEBUG) process.stderr.write(`contract drift: ${JSON.stringify(drift)}\n`);
    },
  });
  // Without any session there is nothing to refresh: say so before sending a request bound to be refused.
  const needsSession = new Set(
    Object.values(sdk.operations)
      .filter((op) => op.auth === "user" || op.auth === "admin")
      .map((op) => `${op.method} ${op.path}`),
  );
  const call = ((method: string, path: string, ...args: unknown[]) => {
    if (needsSession.has(`${method} ${path}`) && !tokens.getAccessToken() && !tokens.getRefreshToken())
      return Promise.reject(new CliError(signedOutText, Exit.signedOut));
    return (client.call as (...all: unknown[]) => Promise<unknown>)(method, path, ...args);
  }) as KubeCloudClient["call"];
  return { ...client, call };
}

/**
 * KUBECLOUD_TOKEN wins and is never written anywhere. Otherwise the context's token pair, and every change
 * (login, the SDK's refresh, the SDK ending an expired session) is saved at once.
 */
function tokenStore(config: ConfigStore, name: string, envToken: string | undefined): TokenStore {
  if (envToken) {
    let access: string | null = envToken;
    return {
      getAccessToken: () => access,
      getRefreshToken: () => null,
      setTokens: ({ accessToken }) => void (access = accessToken),
      clear: () => void (access = null),
    };
  }
  return {
    getAccessToken: () => config.context(name)?.accessToken ?? null,
    getRefreshToken: () => config.context(name)?.refreshToken ?? null,
    setTokens({ accessToken, refreshToken }) {
      const current = config.context(name);
      config.update({ accessToken, refreshToken: refreshToken ?? current?.refreshToken }, name);
      config.save();
    },
    clear() {
      config.update({ accessToken: undefined, refreshToken: undefined }, name);
      config.save();
    },
  };
}
