import { createServer, type Server as HttpServer } from "node:http";
import type { Server } from "./proxy.ts";

export interface CannedReply {
  status: number;
  body: unknown;
}

export interface Upstream extends Server {
  /** What the next request for `METHOD /path` gets (the path without the query string). */
  reply(method: string, path: string, reply: CannedReply): void;
}

/**
 * A stand-in for the real server that answers with canned JSON bodies, to put behind `prism proxy --errors`
 * replies the real server sends but the sandbox does not make (grid-proxy payloads, Stripe errors …).
 */
export function startUpstream(): Promise<Upstream> {
  const replies = new Map<string, CannedReply>();
  const server: HttpServer = createServer((request, response) => {
    const key = `${request.method} ${new URL(request.url ?? "/", "http://upstream").pathname}`;
    const canned = replies.get(key);
    request.resume();
    if (!canned) {
      response.writeHead(404, { "Content-Type": "text/plain" }).end("404 page not found");
      return;
    }
    response.writeHead(canned.status, { "Content-Type": "application/json; charset=utf-8" });
    response.end(JSON.stringify(canned.body));
  });
  return new Promise((ready) => {
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      ready({
        url: `http://127.0.0.1:${port}`,
        reply: (method, path, reply) => void replies.set(`${method.toUpperCase()} ${path}`, reply),
        stop: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
