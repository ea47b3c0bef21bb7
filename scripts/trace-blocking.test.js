import { describe, expect, it } from "vitest";
import { mainThreadBlocking } from "./trace-blocking.mjs";

const main = { pid: 1, tid: 7 };
const task = (ts, dur, tdur, where = main) => ({ ...where, ph: "X", name: "RunTask", ts, dur, tdur });

describe("mainThreadBlocking", () => {
  it("counts the main thread's tasks after the first paint, by thread time and by wall time", () => {
    const trace = {
      traceEvents: [
        { ...main, ph: "I", name: "firstContentfulPaint", ts: 1_000 },
        task(500, 40_000, 40_000), // before the paint
        task(2_000, 30_000, 10_000), // waited 20 ms: 10 × 4 − 50 < 0 by CPU, 30 × 4 − 50 = 70 by wall
        task(40_000, 20_000, 20_000), // 20 × 4 − 50 = 30 either way
        task(70_000, 5_000, 5_000), // short
        task(80_000, 60_000, 60_000, { pid: 1, tid: 8 }), // another thread
        { ...main, ph: "X", name: "FunctionCall", ts: 41_000, dur: 19_000, tdur: 19_000 }, // inside a task
      ],
    };
    expect(mainThreadBlocking(trace, 4)).toEqual({ cpu: 30, wall: 100 });
  });

  it("reads wall time where a task has no thread time", () => {
    const trace = [{ ...main, ph: "I", name: "firstContentfulPaint", ts: 0 }, task(10, 20_000, undefined)];
    expect(mainThreadBlocking(trace, 5)).toEqual({ cpu: 50, wall: 50 });
  });

  it("refuses a trace without a first paint", () => {
    expect(() => mainThreadBlocking([task(0, 1, 1)], 4)).toThrow(/first contentful paint/);
  });
});
