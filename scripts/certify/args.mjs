// The command line of `npm run certify`: flags, the usage text, and the password (stdin or a hidden prompt).
import { parseArgs } from "node:util";

export const usage = `Usage: npm run certify -- --api <API base URL> [--email <email> --password-stdin] [--json]

Certifies a live KubeCloud server against the contract (packages/sdk/src/generated/openapi.json): it puts
\`prism proxy --errors\` in front of the server, drives every read-only operation through the SDK, and
prints per operation the status the server gave and every violation with its path. When Prism replaces
a reply that breaks the contract with its own 500, its violations are kept and the same request is sent
to the server directly, so the SDK and the report see the real reply. It never sends a write: the only
request that is not a GET is the sign-in (POST /v1/user/login).

  --api <url>        The server's API base, /api included (https://kubecloud.example.com/api).
  --email <email>    Also sign in and check the signed-in reads (and the admin reads, for an admin account).
  --password-stdin   Read the password from stdin. Without it a terminal asks for it (hidden).
  --json             Print the report as JSON (use \`npm run --silent certify\` to keep npm's banner out).
  --help             Print this text.

Examples:
  npm run certify -- --api https://kubecloud.example.com/api
  printf '%s' "$KUBECLOUD_PASSWORD" | npm run certify -- --api https://kubecloud.example.com/api \\
    --email ops@example.com --password-stdin

Exit code: 0 no contract violation; 1 violations, or an operation that could not be checked (the server
unreachable, the sign-in refused); 2 a usage error.`;

export class UsageError extends Error {}

const options = {
  api: { type: "string" },
  email: { type: "string" },
  "password-stdin": { type: "boolean", default: false },
  json: { type: "boolean", default: false },
  help: { type: "boolean", default: false },
};

/** The flags as options, or a UsageError saying what is wrong. `--help` gives `{ help: true }`. */
export function parseCli(argv) {
  let values;
  try {
    ({ values } = parseArgs({ args: argv, options, allowPositionals: false, strict: true }));
  } catch (error) {
    throw new UsageError(error.message);
  }
  if (values.help) return { help: true };
  return {
    api: checkedApi(values.api),
    email: checkedEmail(values, process.stdin.isTTY),
    passwordStdin: values["password-stdin"],
    json: values.json,
  };
}

function checkedApi(api) {
  if (!api) throw new UsageError("--api is required");
  let url;
  try {
    url = new URL(api);
  } catch {
    throw new UsageError(`--api is not a URL: ${api}`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new UsageError(`--api must be http(s): ${api}`);
  if (url.search || url.hash) throw new UsageError(`--api takes no query or fragment: ${api}`);
  return api.replace(/\/+$/, "");
}

function checkedEmail(values, interactive) {
  const email = values.email;
  if (values["password-stdin"] && !email) throw new UsageError("--password-stdin needs --email");
  if (email === undefined) return undefined;
  if (!/^[^@\s]+@[^@\s]+$/.test(email)) throw new UsageError(`--email is not an email address: ${email}`);
  if (!values["password-stdin"] && !interactive)
    throw new UsageError("--email needs --password-stdin when stdin is not a terminal");
  return email;
}

/** The whole of stdin, less one trailing newline (what `echo` or a password manager adds). */
export async function readPasswordFromStdin() {
  const chunks = [];
  for await (const chunk of process.stdin) chunks.push(chunk);
  const password = Buffer.concat(chunks)
    .toString("utf8")
    .replace(/\r?\n$/, "");
  if (!password) throw new UsageError("--password-stdin read an empty password");
  return password;
}

/** Asks on the terminal without echoing what is typed. */
export function promptPassword(question) {
  const { stdin, stderr } = process;
  stderr.write(question);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding("utf8");
  let typed = "";
  return new Promise((resolve, reject) => {
    const onData = (text) => {
      for (const char of text) {
        if (char === "\u0003") return finish(() => reject(new UsageError("cancelled")));
        if (char === "\r" || char === "\n") return finish(() => resolve(typed));
        typed = char === "\u007f" ? typed.slice(0, -1) : typed + char;
      }
    };
    const finish = (settle) => {
      stdin.off("data", onData);
      stdin.setRawMode(false);
      stdin.pause();
      stderr.write("\n");
      settle();
    };
    stdin.on("data", onData);
  });
}
