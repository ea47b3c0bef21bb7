// Signing in and out, who is signed in, and the contexts (one API URL and session each).
import type { Command } from "commander";
import type { User } from "@kubecloud/sdk";
import { example, group, withOutput } from "../command-kit.ts";
import { CliError, Exit } from "../exit.ts";
import { usd } from "../format.ts";
import { printList, printObject } from "../output.ts";
import { ask, askSecret, readStdin } from "../prompt.ts";
import type { Runtime } from "../runtime.ts";
import { withoutSecrets } from "../secrets.ts";

async function login(rt: Runtime, options: { email?: string; passwordStdin?: boolean }): Promise<void> {
  const email = options.email ?? (await ask(rt, "Email: ", "pass --email"));
  if (!email) throw new CliError("An email is required", Exit.usage);
  const password = options.passwordStdin
    ? await readStdin()
    : await askSecret(rt, "Password: ", "pass the password on stdin with --password-stdin");
  if (!password) throw new CliError("A password is required", Exit.usage);
  const api = await rt.api();
  const tokens = await api.call("post", "/v1/user/login", { body: { email, password } });
  // Only the token pair is kept (never the password), in the context this run uses, with the URL it used.
  rt.config.update(
    { apiUrl: rt.apiUrl, email, accessToken: tokens.access_token, refreshToken: tokens.refresh_token },
    rt.contextName,
  );
  rt.config.save();
  rt.out(`Welcome back! Signed in as ${email} (context "${rt.contextName}", ${rt.apiUrl}).`);
}

function logout(rt: Runtime): void {
  const context = rt.config.context(rt.contextName);
  if (!context?.accessToken && !context?.refreshToken) {
    rt.out(`Not signed in (context "${rt.contextName}").`);
    return;
  }
  rt.config.update({ accessToken: undefined, refreshToken: undefined }, rt.contextName);
  rt.config.save();
  rt.out(`Signed out of context "${rt.contextName}" (${context.email ?? context.apiUrl}).`);
}

async function whoami(rt: Runtime): Promise<void> {
  const api = await rt.api();
  const { user } = await api.call("get", "/v1/user/");
  const safe = withoutSecrets(user) as User;
  printObject(rt, safe, [
    ["Name", safe.username],
    ["Email", safe.email],
    ["User id", String(safe.ID)],
    ["Role", safe.admin ? "admin" : "user"],
    ["Verified", safe.verified ? "yes" : "no"],
    ["Card balance", usd(safe.credit_card_balance / 1000)],
    ["Credited balance", usd(safe.credited_balance / 1000)],
    ["Debt", usd(safe.debt / 1000)],
    ["Context", `${rt.contextName} (${rt.apiUrl})`],
  ]);
}

interface ContextRow {
  name: string;
  current: boolean;
  apiUrl: string;
  email: string | null;
  signedIn: boolean;
}

function listContexts(rt: Runtime): void {
  const rows: ContextRow[] = Object.entries(rt.config.contexts()).map(([name, context]) => ({
    name,
    current: name === rt.config.current,
    apiUrl: context.apiUrl,
    email: context.email ?? null,
    // Tokens never leave the config file: scripts see only whether there is a session.
    signedIn: Boolean(context.accessToken || context.refreshToken),
  }));
  printList(rt, rows, [
    { header: "", value: (row) => (row.current ? "*" : " ") },
    { header: "Name", value: (row) => row.name },
    { header: "API URL", value: (row) => row.apiUrl },
    { header: "User", value: (row) => row.email },
    { header: "Signed in", value: (row) => (row.signedIn ? "yes" : "no") },
  ]);
}

export function register(program: Command, rt: () => Runtime): void {
  const loginCommand = program
    .command("login")
    .description("Sign in and keep the session's tokens (never the password) in the config file")
    .option("--email <email>", "your account's email (asked when missing)")
    .option("--password-stdin", "read the password from stdin (for scripts)")
    .action((options: { email?: string; passwordStdin?: boolean }) => login(rt(), options));
  example(
    loginCommand,
    "kubecloud login --email amira@example.com",
    'printf %s "$PASSWORD" | kubecloud login --email amira@example.com --password-stdin',
  );

  example(
    program
      .command("logout")
      .description("Forget the session of the current context")
      .action(() => logout(rt())),
    "kubecloud logout",
  );

  example(
    withOutput(program.command("whoami").description("Show the signed-in account")).action(() => whoami(rt())),
    "kubecloud whoami -o json",
  );

  const context = group(program, "context", "Several API URLs or accounts: list, switch, add");
  example(context, "kubecloud context add staging https://staging.example.com/api --use");
  example(
    withOutput(context.command("list").description("List the contexts (* marks the current one)")).action(() =>
      listContexts(rt()),
    ),
    "kubecloud context list",
  );
  example(
    context
      .command("use")
      .argument("<name>", "the context to switch to")
      .description("Make a context the current one")
      .action((name: string) => {
        const r = rt();
        r.config.use(name);
        r.config.save();
        r.out(`Switched to context "${name}".`);
      }),
    "kubecloud context use staging",
  );
  example(
    context
      .command("add")
      .argument("<name>", "a name for the context")
      .argument("<api-url>", "the API base URL, e.g. https://api.example.com/api")
      .option("--use", "switch to it too")
      .description("Add (or re-point) a context; sign in to it with kubecloud --context NAME login")
      .action((name: string, apiUrl: string, options: { use?: boolean }) => {
        const r = rt();
        if (!/^https?:\/\/\S+$/.test(apiUrl)) throw new CliError(`Not an http(s) URL: "${apiUrl}"`, Exit.usage);
        const old = r.config.context(name);
        // Re-pointing a context at another server drops its session: those tokens belong to the old one.
        r.config.setContext(name, old?.apiUrl === apiUrl ? old : { apiUrl });
        if (options.use) r.config.use(name);
        r.config.save();
        r.out(`Context "${name}" → ${apiUrl}${options.use ? " (now current)" : ""}.`);
      }),
    "kubecloud context add staging https://staging.example.com/api --use",
  );
}
