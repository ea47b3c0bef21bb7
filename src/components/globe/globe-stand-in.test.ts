import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { globeLooks } from "../../config/globe-looks.ts";
import { drawStandIn } from "./globe-stand-in.ts";
import { globeLayout, INITIAL_POSE } from "./globe-view.ts";
import type { LandMask } from "./land-mask.ts";

/** jsdom has no Path2D: one that counts what is added to it. */
class CountingPath {
  rects = 0;
  arcs = 0;
  rect() {
    this.rects++;
  }
  arc() {
    this.arcs++;
  }
  moveTo() {}
}

/** A 2D context that records each fill: its colour and what it filled. */
function fakeContext() {
  const fills: { style: string; path?: CountingPath; alpha: number }[] = [];
  const context = {
    fillStyle: "",
    globalAlpha: 1,
    setTransform: vi.fn(),
    clearRect: vi.fn(),
    beginPath: vi.fn(),
    arc: vi.fn(),
    fill(path?: CountingPath) {
      fills.push({ style: String(context.fillStyle), path, alpha: context.globalAlpha });
    },
  };
  return { context: context as unknown as CanvasRenderingContext2D, fills, raw: context };
}

// Land in a band of rows from 40°N to 20°S (10° pixels): what the sampling step of a 340 px globe (5) keeps of
// it is two rows of 8 dots, 40°N and 10°S.
const mask: LandMask = { width: 36, height: 18, data: new Uint8Array(36 * 18).fill(1, 36 * 5, 36 * 12) };

describe("drawStandIn", () => {
  beforeEach(() => vi.stubGlobal("Path2D", CountingPath));
  afterEach(() => vi.unstubAllGlobals());

  it("draws the sphere, the land and coastline dots on the viewer's side, and the markers facing the viewer", () => {
    const { context, fills, raw } = fakeContext();
    // Node 0 faces the viewer at the first pose (Europe and Africa); node 1 is on the far side.
    const scene = {
      width: 340,
      height: 340,
      pose: INITIAL_POSE,
      nodes: [
        [0, 10],
        [0, -170],
      ] as const,
      mask,
    };
    drawStandIn(context, { ...scene, look: globeLooks.dark }, 1.5);

    const layout = globeLayout(340, 340);
    expect(raw.setTransform).toHaveBeenCalledWith(1.5, 0, 0, 1.5, 0, 0);
    expect(raw.arc).toHaveBeenCalledWith(layout.centreX, layout.centreY, layout.radius, 0, 2 * Math.PI);
    expect(fills[0].style).toBe("#0f1e3a"); // the spec's sphere
    const dots = fills.filter((fill) => fill.path && fill.path.rects > 0);
    const allDots = dots.reduce((sum, fill) => sum + fill.path!.rects, 0);
    expect(allDots).toBeGreaterThan(0);
    expect(allDots).toBeLessThan(2 * 8 * 2); // only the near side of the band and its coastline
    expect(dots.at(-1)!.style).toBe("rgb(255 255 255)"); // white coastline dots
    const markers = fills.at(-1)!;
    expect(markers.path!.arcs).toBe(1);
    expect(markers.style).toBe("rgb(96 165 250)"); // (0.376, 0.647, 0.98)
  });

  it("uses the light look's colours in the light theme, not the dark sphere", () => {
    const { context, fills } = fakeContext();
    drawStandIn(
      context,
      { width: 800, height: 400, pose: INITIAL_POSE, nodes: [[45, 10]], mask, look: globeLooks.light },
      1,
    );
    expect(fills[0].style).toBe("#d6e4f5");
    expect(fills.at(-1)!.style).toBe("rgb(194 65 12)");
  });

  it("draws the sphere and markers while the land is not there yet", () => {
    const { context, fills } = fakeContext();
    drawStandIn(
      context,
      { width: 340, height: 340, pose: INITIAL_POSE, nodes: [[0, 10]], mask: null, look: globeLooks.dark },
      1,
    );
    expect(fills).toHaveLength(2);
    expect(fills[1].path!.arcs).toBe(1);
  });
});
