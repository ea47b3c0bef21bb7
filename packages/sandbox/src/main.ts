#!/usr/bin/env node
// `node packages/sandbox/dist/main.js`: the sandbox on 127.0.0.1:8080 with the `/api` prefix.
import { serve } from "@hono/node-server";
import type { AddressInfo } from "node:net";
import { API_PREFIX } from "./app.ts";
import { parseCli, USAGE } from "./cli.ts";
import { createSandbox } from "./sandbox.ts";
import { ADMIN_USER, DEMO_USER } from "./seed.ts";

let options;
try {
  options = parseCli(process.argv.slice(2));
} catch (error) {
  console.error(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
  process.exit(2);
}
if (options.help) {
  console.log(USAGE);
  process.exit(0);
}

const log = options.quiet
  ? undefined
  : (line: string) => console.log(`[sandbox ${new Date().toISOString().slice(11, 19)}] ${line}`);
const sandbox = await createSandbox({
  seed: options.seed,
  speed: options.speed,
  gridNodes: options.gridNodes,
  dataFile: options.dataFile,
  log,
  accessMinutes: options.accessMinutes,
  refreshHours: options.refreshHours,
});

const server = serve({ fetch: sandbox.app.fetch, port: options.port, hostname: options.host }, (info: AddressInfo) => {
  const host = info.address.includes(":") ? `[${info.address}]` : info.address;
  const base = `http://${host}:${info.port}`;
  console.log(
    [
      `KubeCloud sandbox listening on ${base}${API_PREFIX} (seed ${sandbox.ctx.state.seed}, speed ${options.speed}x, ${sandbox.ctx.state.grid.length} grid nodes${options.dataFile ? `, data ${options.dataFile}` : ""})`,
      `  demo user: ${DEMO_USER.email} / ${DEMO_USER.password}`,
      `  admin:     ${ADMIN_USER.email} / ${ADMIN_USER.password}`,
      `  sandbox controls (not part of the API): ${base}/__sandbox`,
    ].join("\n"),
  );
});

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  // Close the event streams first: an open stream would keep the server from closing.
  sandbox.close();
  server.close(() => process.exit(0));
  (server as { closeAllConnections?: () => void }).closeAllConnections?.();
  setTimeout(() => process.exit(0), 2000).unref();
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
