// Prism in front of the server under test, and what its replies say about the contract.
import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import { resolve } from "node:path";
import { bin, bundledContract, root, startServer } from "../lib.mjs";

export const prismVersion = JSON.parse(
  readFileSync(resolve(root, "node_modules/@stoplight/prism-cli/package.json"), "utf8"),
).version;

const contract = JSON.parse(readFileSync(bundledContract, "utf8"));

/** An operation's declared replies: status → its media types (`{ 200: ["text/event-stream"], … }`). */
export function declaredReplies(method, path) {
  const responses = contract.paths[path]?.[method]?.responses ?? {};
  const media = (reply) => Object.keys(resolveRef(reply).content ?? {});
  return Object.fromEntries(Object.entries(responses).map(([status, reply]) => [status, media(reply)]));
}

/** `{ $ref: "#/components/responses/Unauthorized" }` → that response (the bundle keeps local refs only). */
function resolveRef(node) {
  if (!node?.$ref?.startsWith("#/")) return node ?? {};
  return resolveRef(
    node.$ref
      .slice(2)
      .split("/")
      .reduce((at, key) => at?.[key], contract),
  );
}

/** A free loopback port. */
export function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

/**
 * `prism proxy <contract> <api>` on a free port. Prism forwards `/v1/x` to `<api>/v1/x`, so the proxy's
 * root plays the API base. It validates each request and each reply and lists every violation (with its
 * location) in the `sl-violations` header of the reply it passes on.
 *
 * Without `--errors` (the default here) the real reply reaches the SDK as the server sent it, with that
 * header: the report shows the status the server really gave, the SDK sees the real body (so its own drift
 * report can speak), and a list that breaks the contract still yields the ids the later reads need. With
 * `--errors` (Prism 5.14.2, checked) a reply with a violation of severity Error becomes Prism's own 500
 * problem+json whose `validation` array holds the same list as the header: the server's status and body
 * are lost, and the reads that need an id from that list are skipped. An undeclared status is only a
 * Warning for Prism, so it passes through in both modes, header included.
 */
export async function startPrismProxy(api, { errors }) {
  const port = await freePort();
  const args = ["proxy", bundledContract, api, "--host", "127.0.0.1", "--port", String(port)];
  if (errors) args.push("--errors");
  const child = await startServer(bin("prism"), args, { ready: /Prism is listening/, label: "prism", quiet: true });
  const stop = () =>
    new Promise((done) => {
      if (child.exitCode !== null) return done();
      child.once("exit", () => done());
      child.kill("SIGTERM");
    });
  return { url: `http://127.0.0.1:${port}`, stop };
}

/** Resolves when the server answers anything at all; rejects with a message naming the URL otherwise. */
export async function checkReachable(api, timeoutMs = 10_000) {
  const url = `${api}/v1/health`;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), redirect: "manual" });
    await response.body?.cancel();
  } catch (error) {
    const reason = error.name === "TimeoutError" ? `no answer within ${timeoutMs / 1000} s` : describe(error);
    throw new Error(`cannot reach the server at ${api} (GET ${url}: ${reason})`, { cause: error });
  }
}

const describe = (error) => [error.cause?.code, error.cause?.message ?? error.message].filter(Boolean).join(" ");

const prismErrorType = "https://stoplight.io/prism/errors#";

/**
 * The violations Prism reported for one exchange: its `sl-violations` header, or (for the replies Prism
 * makes itself with `--errors`, such as a 422 for a bad request, which carry no header) the problem's
 * `validation` array. `byPrism` is true when Prism answered instead of the server.
 */
export function prismFindings(headers, body) {
  const byPrism = isPrismProblem(headers, body);
  const listed = parseList(headers.get("sl-violations")) ?? (byPrism ? body.validation : undefined) ?? [];
  const violations = listed.map((v) => ({
    source: "prism",
    severity: v.severity ?? "Error",
    location: formatLocation(v.location ?? []),
    message: v.message,
  }));
  if (byPrism && violations.length === 0)
    violations.push({ source: "prism", severity: "Error", location: "request", message: body.title });
  return { byPrism, violations };
}

function isPrismProblem(headers, body) {
  const type = headers.get("content-type") ?? "";
  return type.includes("problem+json") && typeof body?.type === "string" && body.type.startsWith(prismErrorType);
}

function parseList(header) {
  if (!header) return undefined;
  try {
    const list = JSON.parse(header);
    return Array.isArray(list) ? list : undefined;
  } catch {
    return [{ severity: "Error", location: [], message: `unreadable sl-violations header: ${header}` }];
  }
}

/** `["response","body","data","nodes","3","id"]` → `response.body.data.nodes[3].id`. */
export function formatLocation(location) {
  return location.reduce((text, part) => {
    const key = String(part);
    if (/^\d+$/.test(key)) return `${text}[${key}]`;
    return text ? `${text}.${key}` : key;
  }, "");
}
