// `kubecloud … | head`: the reader closing the pipe early ends the command quietly, as shell tools do.
import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { bin } from "./support.ts";

describe("kubecloud into a pipe that closes early", () => {
  it("prints no EPIPE trace and exits 0 when the reader has stopped reading", () => {
    // The reader here (`true`) has closed the pipe long before node has started and writes: every write fails.
    const shell = `set -o pipefail; "${process.execPath}" "${bin}" completion bash | true; echo "exit=$?"`;
    const out = execFileSync("bash", ["-c", `${shell} 2>&1`], { encoding: "utf8" });
    expect(out).not.toContain("EPIPE");
    expect(out.trim()).toBe("exit=0");
  });
});
