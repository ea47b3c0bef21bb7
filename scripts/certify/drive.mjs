// Drives the operations through the SDK, behind Prism, and records what each one showed.
import { declaredReplies, isPrismViolationReply, prismFindings } from "./prism.mjs";
import { audienceGap, createFound, harvest, pathFor, readOperations } from "./reads.mjs";

const loginPath = "/v1/user/login";

/** Refuses every write but the sign-in: certify must never change the server, and a bug here must not either. */
function assertReadOnly(method, url) {
  if (method !== "GET" && !(method === "POST" && url.pathname.endsWith(loginPath)))
    throw new Error(`certify refused to send ${method} ${url.pathname}: it only reads`);
}

/**
 * A fetch for the SDK that sends each request through Prism and keeps each exchange: status, content type,
 * body, Prism's findings. When Prism (`--errors`) answers with its own violation 500 instead of the server's
 * reply, its findings are kept and the same request (method, path and query, headers, body) goes to the
 * server itself: the SDK gets the server's real reply, and the exchange its real status.
 */
function recordingFetch(exchanges, api) {
  return async (request) => {
    const url = new URL(request.url);
    assertReadOnly(request.method, url);
    const payload = request.method === "GET" ? undefined : await request.clone().arrayBuffer();
    const response = await fetch(request);
    const contentType = response.headers.get("content-type") ?? "";
    const body = contentType.includes("json") ? await readJson(response) : undefined;
    const { byPrism, violations } = prismFindings(response.headers, body);
    const exchange = {
      url: url.pathname + url.search,
      status: response.status,
      contentType,
      body,
      byPrism,
      violations,
    };
    exchanges.push(exchange);
    if (!isPrismViolationReply(response.status, response.headers, body)) return response;

    await response.body?.cancel();
    Object.assign(exchange, {
      byPrism: false,
      prismStatus: response.status,
      via: "direct",
      status: null,
      body: undefined,
    });
    assertReadOnly(request.method, url);
    const real = await fetch(`${api}${url.pathname}${url.search}`, {
      method: request.method,
      headers: request.headers,
      body: payload,
      signal: request.signal,
    });
    exchange.status = real.status;
    exchange.contentType = real.headers.get("content-type") ?? "";
    exchange.body = exchange.contentType.includes("json") ? await readJson(real) : undefined;
    return real;
  };
}

/** A JSON body, read from a copy so that the SDK still gets the reply whole; undefined when unreadable. */
async function readJson(response) {
  try {
    return await response.clone().json();
  } catch {
    return undefined;
  }
}

/** A line of the report for one operation, before it runs. */
const lineFor = (op) => ({
  operationId: op.operationId,
  method: op.method.toUpperCase(),
  path: op.path,
  status: null,
  outcome: "skipped",
  violations: [],
  drift: [],
});

/** Signs in, then reads every GET of the table. Resolves with the report's lines and the session. */
export async function certify({ sdk, api, proxyUrl, email, password }) {
  const exchanges = [];
  const drifts = [];
  const client = sdk.createKubeCloudClient({
    baseUrl: proxyUrl,
    tokens: sdk.createMemoryTokenStore(),
    fetch: recordingFetch(exchanges, api),
    // Another engineer is adding `onDrift` to the SDK; an SDK without it ignores the option.
    onDrift: (drift) => drifts.push(drift),
  });
  const session = { email, token: undefined, found: createFound() };
  const lines = [];
  const run = async (op, action) => lines.push(await observe(op, action, { exchanges, drifts }));
  if (email) await run(loginOperation(sdk), () => signIn(client, session, email, password));
  for (const op of readOperations(sdk.operations)) {
    await run(op, () => read({ op, client, session, api, sdk }));
  }
  return { lines: inTableOrder(lines, sdk.operations), session: publicSession(session) };
}

const publicSession = ({ email, token, found }) => ({ email, signedIn: Boolean(token), admin: found.admin });

/** The report lists the sign-in first, then the reads as the operation table orders them (not as run). */
function inTableOrder(lines, operations) {
  const order = ["login", ...Object.keys(operations)];
  return [...lines].sort((a, b) => order.indexOf(a.operationId) - order.indexOf(b.operationId));
}

const loginOperation = (sdk) => ({ operationId: "login", ...sdk.operations.login });

async function signIn(client, session, email, password) {
  const tokens = await client.call("post", loginPath, { body: { email, password } });
  // Only the access token is kept, and each call passes it explicitly: the SDK then never refreshes the
  // session (a POST) nor clears it after a 401, so one refused read does not sign the others out.
  session.token = tokens.access_token;
  client.tokens.setTokens({ accessToken: tokens.access_token });
}

/** Runs `action` and turns what it and Prism showed into the operation's line. */
async function observe(op, action, { exchanges, drifts }) {
  const line = lineFor(op);
  const firstExchange = exchanges.length;
  const firstDrift = drifts.length;
  let outcome;
  try {
    outcome = (await action()) ?? {};
  } catch (error) {
    outcome = { error, fatal: op.operationId === "login" };
  }
  if (outcome.skip) return { ...line, note: `skipped: ${outcome.skip}` };
  const seen = exchanges.slice(firstExchange);
  const last = seen.at(-1);
  line.status = outcome.status ?? last?.status ?? null;
  line.url = outcome.url ?? last?.url;
  if (last?.byPrism) line.answeredBy = "prism";
  if (last?.prismStatus) line.prismStatus = last.prismStatus;
  const via = outcome.via ?? last?.via;
  if (via) line.via = via;
  line.violations = [...seen.flatMap((exchange) => exchange.violations), ...(outcome.violations ?? [])];
  line.drift = drifts.slice(firstDrift).map(({ path, expected, got }) => ({ path, expected, got }));
  if (outcome.harvest && last && last.status < 300) harvest(op, last.body, outcome.harvest);
  return settle(line, outcome);
}

/**
 * OK, violations or error. A refusal the contract allows (a 404, a 500 it documents) is OK, with the
 * server's message as a note; an error with no reply at all (timeout, network) or a refused sign-in
 * means the operation could not be certified.
 */
function settle(line, { error, fatal }) {
  if (error?.code === "INVALID_RESPONSE")
    line.violations.push({ source: "sdk", severity: "Error", location: "response.body", message: error.message });
  const failed = Boolean(error) && (line.status === null || fatal);
  if (line.violations.length + line.drift.length > 0) line.outcome = "violations";
  else line.outcome = failed ? "error" : "ok";
  if (error) line.note = `${failed ? "error" : "reply"}: ${describeError(error)}`;
  return line;
}

function describeError(error) {
  const cause = error.cause?.message;
  return cause && cause !== error.message ? `${error.message} (${cause})` : String(error.message ?? error);
}

async function read({ op, client, session, api, sdk }) {
  const gap = audienceGap(op, session);
  if (gap) return { skip: gap };
  const { path, skip } = pathFor(op, session.found);
  if (skip) return { skip };
  if (op.response === "event-stream") return openStream(op, sdk, api, session.token);
  const init = { params: { path }, silent: true };
  if (op.auth !== "none" && session.token) init.token = session.token;
  try {
    const value = await client.call("get", op.path, init);
    return { harvest: session.found, violations: op.response === "binary" ? pdfCheck(value) : [] };
  } catch (error) {
    return { harvest: session.found, error };
  }
}

/** The SDK resolves a download with a Blob; the contract's one binary reply is a PDF. */
function pdfCheck(blob) {
  if (blob?.type?.includes("application/pdf")) return [];
  return [headerViolation(`a download must be application/pdf, got ${blob?.type || "no content type"}`)];
}

const headerViolation = (message) => ({
  source: "certify",
  severity: "Error",
  location: "response.header.content-type",
  message,
});

/**
 * Prism buffers a stream until it ends (toolchain G6), and this one never ends: the stream is opened on the
 * server itself, its status and content type checked against the contract, and closed again.
 */
async function openStream(op, sdk, api, token) {
  const url = sdk.createKubeCloudClient({ baseUrl: api, tokens: sdk.createMemoryTokenStore() }).eventsUrl(token);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), 10_000);
  try {
    const response = await fetch(url, { signal: controller.signal });
    const violations = streamCheck(op, response.status, response.headers.get("content-type") ?? "");
    return { status: response.status, url: new URL(url).pathname, via: "direct", violations };
  } catch (error) {
    return { error: controller.signal.aborted ? new Error("the event stream sent no headers within 10 s") : error };
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
}

/** What Prism would have said about the stream's status and content type (it never sees the body). */
function streamCheck(op, status, type) {
  const declared = declaredReplies(op.method, op.path);
  const media = declared[status];
  if (!media) {
    const message = `status ${status} is not one the contract lists: ${Object.keys(declared).join(",")}`;
    return [{ source: "certify", severity: "Error", location: "response", message }];
  }
  if (media.some((m) => type.startsWith(m))) return [];
  return [headerViolation(`a ${status} must be ${media.join(" or ")}, got ${type || "no content type"}`)];
}
