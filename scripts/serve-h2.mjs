// Serves a built console over HTTP/2 with TLS, as a production host (a CDN) would: one connection carries every
// request at once, where HTTP/1.1 (`vite preview`) queues them six at a time, and each file is sent gzipped.
// The certificate is a throwaway, self-signed one made with Debian's `openssl` for 127.0.0.1: a browser driven
// by a benchmark ignores certificate errors (`ignoreHTTPSErrors`). Used by the benchmarks, never by the tests.
import { spawnSync } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { createSecureServer } from "node:http2";
import { tmpdir } from "node:os";
import { extname, join, normalize } from "node:path";
import { gzipSync } from "node:zlib";
import { freePort } from "./lib.mjs";

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".css": "text/css",
  ".svg": "image/svg+xml",
  ".json": "application/json",
  ".png": "image/png",
  ".woff2": "font/woff2",
};
const COMPRESSED = new Set([".html", ".js", ".css", ".svg", ".json"]);

function selfSignedCertificate() {
  const dir = mkdtempSync(join(tmpdir(), "kubecloud-tls-"));
  const [key, cert] = [join(dir, "key.pem"), join(dir, "cert.pem")];
  const made = spawnSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-keyout",
      key,
      "-out",
      cert,
      "-days",
      "1",
      "-subj",
      "/CN=127.0.0.1",
    ],
    { stdio: "ignore" },
  );
  if (made.status !== 0) throw new Error("serve-h2: openssl could not make a certificate (apt-get install openssl)");
  const pair = { key: readFileSync(key), cert: readFileSync(cert) };
  rmSync(dir, { recursive: true, force: true });
  return pair;
}

/** The file a path names, as `vite preview` finds it: the file itself, a prerendered page, else the app shell. */
function fileFor(dist, path) {
  const file = join(dist, normalize(decodeURIComponent(path)).replace(/^(\.\.[/\\])+/, ""));
  if (existsSync(file) && statSync(file).isFile()) return file;
  if (existsSync(`${file}.html`)) return `${file}.html`;
  return join(dist, "index.html");
}

/** Starts the server; resolves to its origin and a `close()`. Files are read (and gzipped) once, on first ask. */
export async function serveOverHttp2(dist) {
  const bodies = new Map();
  const body = (file) => {
    if (!bodies.has(file)) {
      const raw = readFileSync(file);
      bodies.set(file, COMPRESSED.has(extname(file)) ? gzipSync(raw) : raw);
    }
    return bodies.get(file);
  };
  const server = createSecureServer(selfSignedCertificate());
  server.on("stream", (stream, headers) => {
    const file = fileFor(dist, String(headers[":path"]).split("?")[0]);
    const type = extname(file);
    stream.respond({
      ":status": 200,
      "content-type": TYPES[type] ?? "application/octet-stream",
      ...(COMPRESSED.has(type) ? { "content-encoding": "gzip" } : {}),
      "cache-control": "no-cache",
    });
    stream.end(body(file));
  });
  server.on("error", (error) => console.error("serve-h2:", error.message));
  const port = await freePort();
  server.listen(port, "127.0.0.1");
  await once(server, "listening");
  return { origin: `https://127.0.0.1:${port}`, close: () => server.close() };
}
