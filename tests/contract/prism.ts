import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { resolve } from "node:path";
import { contractFile } from "@kubecloud/sandbox";

export const root = resolve(import.meta.dirname, "../..");
/** The bundled contract (`@kubecloud/sdk/openapi.json`) that Prism serves. */
export { contractFile };

/** A free loopback port for a server a test starts. */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolvePort(address.port) : reject(new Error("no port")),
      );
    });
  });
}

export interface PrismMock {
  url: string;
  stop(): Promise<void>;
}

/** Starts `prism mock --errors` on the bundled contract: a drifting example or bad request becomes an error. */
export async function startPrismMock(): Promise<PrismMock> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    resolve(root, "node_modules/.bin/prism"),
    ["mock", contractFile, "--errors", "--host", "127.0.0.1", "--port", String(port)],
    { cwd: root, stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  await new Promise<void>((ready, fail) => {
    const timer = setTimeout(() => fail(new Error(`Prism did not start:\n${output}`)), 45_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("Prism is listening")) {
        clearTimeout(timer);
        ready();
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code) => fail(new Error(`Prism exited (${code}):\n${output}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((done) => {
        child.once("exit", () => done());
        child.kill("SIGTERM");
      }),
  };
}
