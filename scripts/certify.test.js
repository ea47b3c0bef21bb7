// `npm run certify` as a user runs it: a child process, here against `prism mock --dynamic` (random replies
// the contract allows, so ids, the admin flag and list lengths vary), signed in. It must reach the end of
// every operation whatever it gets; and a bad flag must give the usage text and exit code 2. Then against
// a server that breaks the contract: Prism's violations with their paths, the server's real status (not
// Prism's 500), the SDK's drift, the later reads still done, and exit code 1.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { operations } from "@kubecloud/sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, isPrismViolationReply, prismFindings } from "./certify/prism.mjs";
import { bin, bundledContract, root, startServer } from "./lib.mjs";

/** Runs certify; resolves with its exit code and output (it never rejects on a non-zero exit). */
function certify(args, input = "") {
  const child = spawn(process.execPath, ["scripts/certify.mjs", ...args], { cwd: root });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk) => (stdout += chunk));
  child.stderr.on("data", (chunk) => (stderr += chunk));
  child.stdin.end(input);
  return new Promise((resolve) => child.on("close", (code) => resolve({ code, stdout, stderr })));
}

describe("certify", () => {
  let mock;
  let api;

  beforeAll(async () => {
    const port = await freePort();
    const args = ["mock", bundledContract, "--dynamic", "--json-schema-faker-fillProperties=false"];
    mock = await startServer(bin("prism"), [...args, "--host", "127.0.0.1", "--port", String(port)], {
      ready: /Prism is listening/,
      label: "prism mock",
      quiet: true,
    });
    api = `http://127.0.0.1:${port}`; // the mock's root is the API base
  }, 60_000);

  afterAll(() => mock?.kill("SIGTERM"));

  it("reads every operation of a dynamic mock to the end, signed in, and prints the summary", async () => {
    const { code, stdout, stderr } = await certify(
      ["--api", api, "--email", "amira@example.com", "--password-stdin"],
      "Str0ng!Pass\n",
    );
    expect([0, 1], stderr).toContain(code);
    const reads = Object.entries(operations).filter(([, op]) => op.method === "get");
    for (const [id, op] of [["login", operations.login], ...reads]) {
      expect(stdout, id).toMatch(new RegExp(`^${id} +${op.method.toUpperCase()} +${escape(op.path)} `, "m"));
    }
    expect(stdout).toMatch(/^certify: (PASS|FAIL): \d+ contract violations?, \d+ OK, .*\(\d+ operations, http:.*\)$/m);
    expect(stdout).not.toContain("needs a signed-in account");
    expect(stderr).toBe("");
  }, 60_000);

  it("refuses an unknown flag with the usage text and exit code 2", async () => {
    const { code, stdout, stderr } = await certify(["--api", api, "--no-such-flag"]);
    expect(code).toBe(2);
    expect(stderr).toContain("Unknown option '--no-such-flag'");
    expect(stderr).toContain("Usage: npm run certify -- --api <API base URL>");
    expect(stderr).toMatch(/Examples:\n {2}npm run certify -- --api https:/);
    expect(stdout).toBe("");
  }, 30_000);
});

const contract = JSON.parse(readFileSync(bundledContract, "utf8"));
const deref = (node) =>
  node?.$ref
    ? deref(
        node.$ref
          .slice(2)
          .split("/")
          .reduce((at, key) => at[key], contract),
      )
    : node;

/** The operation's first success reply in the contract: status, media type, and its first example. */
function exampleReply(method, path) {
  const [status, reply] = Object.entries(contract.paths[path][method].responses).find(([code]) => code < "300");
  const [type, media] = Object.entries(deref(reply).content)[0];
  const value = deref(Object.values(media.examples)[0]).value;
  return { status: Number(status), type, body: typeof value === "string" ? value : JSON.stringify(value) };
}

/** Which contract path (`/v1/nodes/{node_id}/storage-pool`) a request path is. */
function templateOf(method, pathname) {
  return Object.keys(contract.paths).find((path) => {
    const pattern = new RegExp(`^${path.replace(/\{[^}]+\}/g, "[^/]+")}/?$`);
    return contract.paths[path][method] && pattern.test(pathname);
  });
}

/**
 * A server under `/api` that answers every operation with its contract example, except four replies that
 * break the contract: two with an Error (Prism --errors turns them into its 500), one of them signed in, a
 * list whose ids the next read needs; and a real 500 problem+json with a `validation` array on an operation
 * that does not declare 500 (Prism only warns, and passes it on). Records each request it gets.
 */
function startBrokenServer(port, requests) {
  const server = createServer((request, response) => {
    const url = new URL(request.url, "http://upstream");
    const pathname = url.pathname.replace(/^\/api/, "");
    const method = request.method.toLowerCase();
    requests.push({ method: request.method, path: pathname, authorization: request.headers.authorization });
    const template = templateOf(method, pathname);
    if (!template) return response.writeHead(404).end();
    if (template === "/v1/health") {
      response.writeHead(500, { "content-type": "application/problem+json" });
      const problem = { type: "https://example.com/errors#db", title: "db down", status: 500, validation: [] };
      return response.end(JSON.stringify(problem));
    }
    const { status, type, body } = exampleReply(method, template);
    let text = body;
    if (template === "/v1/system/maintenance/status")
      text = JSON.stringify(tamper(body, (j) => (j.data.enabled = "no")));
    if (template === "/v1/nodes") text = JSON.stringify(tamper(body, (j) => (j.data.nodes[0].farmName = 42)));
    if (template === "/v1/user/balance") text = JSON.stringify(tamper(body, (j) => delete j.data.balance_usd));
    response.writeHead(status, { "content-type": type }).end(text);
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}

const tamper = (text, change) => {
  const json = JSON.parse(text);
  change(json);
  return json;
};

describe("certify against a server that breaks the contract", () => {
  let server;
  let api;
  const requests = [];

  beforeAll(async () => {
    const port = await freePort();
    server = await startBrokenServer(port, requests);
    api = `http://127.0.0.1:${port}/api`;
  });

  afterAll(() => server?.close());

  it("lists Prism's violations with their paths under the server's real status, and exits 1", async () => {
    const { code, stdout, stderr } = await certify(
      ["--api", api, "--email", "amira@example.com", "--password-stdin"],
      "Str0ng!Pass",
    );
    expect(stderr).toBe("");
    expect(code, stdout).toBe(1);
    expect(stdout).toContain("(Prism 5.14.2 proxy --errors)");
    // Prism answered 500; the report has the server's 200, Prism's finding and the SDK's drift.
    expect(stdout).toMatch(
      /^getMaintenanceStatus +GET +\/v1\/system\/maintenance\/status +200 \(direct\) +2 violations$/m,
    );
    expect(stdout).toContain(
      [
        "getMaintenanceStatus: GET /v1/system/maintenance/status -> 200 (direct; Prism: 500, 1 violation)",
        "  ✖ response.body.data.enabled: Response body property data.enabled must be boolean (prism)",
        '  ✖ $.data.enabled: expected a boolean, got a string ("no") (SDK drift)',
      ].join("\n"),
    );
    expect(stdout).toMatch(/^getBalance +GET +\/v1\/user\/balance +200 \(direct\) +2 violations$/m);
    expect(stdout).toContain(
      "  ✖ response.body.data: Response body property data must have required property 'balance_usd' (prism)",
    );
    // The list broke the contract, and the read that needs a node id from it still ran.
    expect(stdout).toMatch(/^listGridNodes +GET +\/v1\/nodes +200 \(direct\) +2 violations$/m);
    expect(stdout).toContain(
      "  ✖ response.body.data.nodes[0].farmName: Response body property data.nodes.0.farmName must be string (prism)",
    );
    expect(stdout).toMatch(/^getNodeStoragePool +GET +\/v1\/nodes\/\{node_id\}\/storage-pool +200 +OK$/m);
    // A server's own 500 problem+json is not Prism's; its undeclared status (a Prism Warning) is a violation.
    expect(stdout).toMatch(/^getHealth +GET +\/v1\/health +500 +1 violation$/m);
    expect(stdout).toContain(
      "  ✖ response: Unable to match the returned status code with those defined in the document: 200,503 [warning] (prism)",
    );
    expect(stdout).toMatch(/^certify: FAIL: 7 contract violations, .* 4 with violations, /m);
    // The request went to the server twice (through Prism, then directly), the signed-in one with its token;
    // nothing but the sign-in was a write.
    const balance = requests.filter((r) => r.path === "/v1/user/balance");
    expect(balance).toHaveLength(2);
    for (const r of balance) expect(r.authorization).toMatch(/^Bearer \S+$/);
    expect(requests.filter((r) => r.method !== "GET")).toEqual([
      { method: "POST", path: "/v1/user/login", authorization: undefined },
    ]);
  }, 60_000);
});

describe("Prism's violation 500", () => {
  const headers = (type, violations) =>
    new Headers({ "content-type": type, ...(violations ? { "sl-violations": JSON.stringify(violations) } : {}) });
  const violation = {
    location: ["response", "body", "data", "enabled"],
    severity: "Error",
    message: "must be boolean",
  };
  const prism500 = {
    type: "https://stoplight.io/prism/errors#VIOLATIONS",
    title: "Request/Response not valid",
    status: 500,
    validation: [violation],
  };

  it("is told from a server's own 500, problem+json with a validation array included", () => {
    expect(isPrismViolationReply(500, headers("application/problem+json", [violation]), prism500)).toBe(true);
    const own = { type: "https://example.com/errors#db", title: "db down", status: 500, validation: [] };
    expect(isPrismViolationReply(500, headers("application/problem+json"), own)).toBe(false);
    expect(isPrismViolationReply(500, headers("application/json"), prism500)).toBe(false);
    expect(isPrismViolationReply(500, headers("application/json"), { status: 500, message: "Internal" })).toBe(false);
    const refused = { ...prism500, type: "https://stoplight.io/prism/errors#UNPROCESSABLE_ENTITY", status: 422 };
    expect(isPrismViolationReply(422, headers("application/problem+json"), refused)).toBe(false);
  });

  it("gives its violations with their paths, Warnings included, from the header or else the body", () => {
    const warning = {
      location: ["response"],
      severity: "Warning",
      message: "Unable to match the returned status code",
    };
    const { violations } = prismFindings(headers("application/problem+json", [violation, warning]), prism500);
    expect(violations).toEqual([
      { source: "prism", severity: "Error", location: "response.body.data.enabled", message: "must be boolean" },
      {
        source: "prism",
        severity: "Warning",
        location: "response",
        message: "Unable to match the returned status code",
      },
    ]);
    const cut = new Headers({ "content-type": "application/problem+json", "sl-violations": "Too many violations! [{" });
    expect(prismFindings(cut, prism500).violations.map((v) => v.location)).toEqual(["response.body.data.enabled", ""]);
    const refused = {
      type: "https://stoplight.io/prism/errors#UNPROCESSABLE_ENTITY",
      status: 422,
      validation: [{ location: ["path", "name"], severity: "Error", message: "must match pattern" }],
    };
    const { byPrism, violations: request } = prismFindings(headers("application/problem+json"), refused);
    expect(byPrism).toBe(true);
    expect(request.map((v) => v.location)).toEqual(["request.path.name"]);
  });
});

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
