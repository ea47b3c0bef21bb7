import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadContract, operationsOf } from "@kubecloud/sandbox";
import { startPrismMock, type PrismMock } from "./prism.ts";
import { exampleRequest, responseExamples } from "./requests.ts";

const doc = loadContract();
const cases = [...responseExamples(doc)].map((c) => ({
  ...c,
  title: `${c.op.operationId} ${c.status} ${c.mediaType} "${c.name}"`,
}));

let mock: PrismMock;
beforeAll(async () => {
  mock = await startPrismMock();
});
afterAll(() => mock?.stop());

describe("the contract's examples", () => {
  it("has a named example for every documented response of every operation", () => {
    const missing: string[] = [];
    for (const { path, method, op } of operationsOf(doc)) {
      for (const status of Object.keys(op.responses)) {
        if (!cases.some((c) => c.path === path && c.method === method && String(c.status) === status)) {
          missing.push(`${op.operationId} ${status}`);
        }
      }
    }
    expect(missing).toEqual([]);
    expect(cases.length).toBeGreaterThan(150);
  });

  it.each(cases)(
    "Prism --errors serves $title without a violation",
    async ({ path, method, op, status, mediaType, name, value }) => {
      const request = exampleRequest(doc, path, method, op);
      const response = await fetch(`${mock.url}${request.path}`, {
        method: request.method,
        body: request.body,
        headers: { ...request.headers, Accept: mediaType, Prefer: `code=${status}, example=${name}` },
      });
      const text = await response.text();
      expect(response.headers.get("sl-violations"), text).toBeNull();
      expect(response.status, text).toBe(status);
      if (mediaType.includes("json")) expect(JSON.parse(text)).toEqual(value);
      else if (typeof value === "string") expect(text).toBe(value);
    },
  );
});
