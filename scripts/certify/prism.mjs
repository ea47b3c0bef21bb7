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
 * `prism proxy <contract> <api> --errors` on a free port. Prism forwards `/v1/x` to `<api>/v1/x`, so the
 * proxy's root plays the API base. It validates each request and each reply, and lists every violation
 * (with its location, Warnings included) in the `sl-violations` header of the reply it passes on.
 *
 * With `--errors` (Prism 5.14.2, checked) a reply with a violation of severity Error does not reach the
 * client: Prism sends its own 500 problem+json instead (`type` …/prism/errors#VIOLATIONS, a `validation`
 * array with the Errors, and the header with the whole list). The server's status and body would be lost,
 * so certify's fetch (drive.mjs) records those violations and sends the same request to the server itself:
 * the SDK gets the server's real reply (its drift report speaks, a list that breaks the contract still
 * yields the ids of the later reads) and the report shows the real status. An undeclared status is only a
 * Warning for Prism: that reply passes through, header included, and counts as a violation all the same.
 * A request Prism finds invalid (a path id failing the contract's pattern) is not forwarded at all: Prism
 * answers it with its own 422, and the report shows that status as Prism's.
 */
export async function startPrismProxy(api) {
  const port = await freePort();
  const args = ["proxy", bundledContract, api, "--errors", "--host", "127.0.0.1", "--port", String(port)];
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
 * True for the 500 that `prism proxy --errors` sends instead of a reply that breaks the contract, and for
 * nothing else: problem+json of Prism's VIOLATIONS type with its `validation` array. A server's own 500,
 * problem+json or not, never has that type.
 */
export function isPrismViolationReply(status, headers, body) {
  return (
    status === 500 &&
    (headers.get("content-type") ?? "").includes("application/problem+json") &&
    body?.type === `${prismErrorType}VIOLATIONS` &&
    Array.isArray(body.validation)
  );
}

/**
 * The violations Prism reported for one exchange: its `sl-violations` header, or (for the replies Prism
 * makes itself that carry no header, such as its 422 for a bad request) the problem's `validation` array.
 * `byPrism` is true when Prism answered instead of the server.
 */
export function prismFindings(headers, body) {
  const byPrism = isPrismProblem(headers, body);
  const validation = byPrism && Array.isArray(body.validation) ? body.validation : undefined;
  const header = parseList(headers.get("sl-violations"));
  // Prism cuts a header over 8 KB short ("Too many violations! …"): its 500's `validation` array then still
  // has every Error.
  const listed =
    (header?.unreadable && validation ? [...validation, ...header.list] : header?.list) ?? validation ?? [];
  const violations = listed.map((v) => ({
    source: "prism",
    severity: v.severity ?? "Error",
    location: formatLocation(sided(v.location ?? [])),
    message: v.message,
  }));
  if (byPrism && violations.length === 0)
    violations.push({ source: "prism", severity: "Error", location: "request", message: body.title });
  return { byPrism, violations };
}

/** Prism's 422 lists a request's problems as `["path","name"]`; the header says `["request","path","name"]`. */
const sided = (location) =>
  location.length === 0 || ["request", "response"].includes(location[0]) ? location : ["request", ...location];

function isPrismProblem(headers, body) {
  const type = headers.get("content-type") ?? "";
  return type.includes("problem+json") && typeof body?.type === "string" && body.type.startsWith(prismErrorType);
}

/** The header's list, or `{ unreadable: true, list: [one violation saying so] }`; undefined without one. */
function parseList(header) {
  if (!header) return undefined;
  try {
    const list = JSON.parse(header);
    if (Array.isArray(list)) return { list };
  } catch {
    // below
  }
  const message = `unreadable sl-violations header: ${header.slice(0, 200)}`;
  return { unreadable: true, list: [{ severity: "Error", location: [], message }] };
}

/** `["response","body","data","nodes","3","id"]` → `response.body.data.nodes[3].id`. */
export function formatLocation(location) {
  return location.reduce((text, part) => {
    const key = String(part);
    if (/^\d+$/.test(key)) return `${text}[${key}]`;
    return text ? `${text}.${key}` : key;
  }, "");
}
