import { BufferGeometry, Group, Mesh, MeshBasicMaterial, Points, type Object3D } from "three";
import { globeLooks } from "../../config/globe-looks.ts";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createGlobePainter, type PainterMessage, type PainterReply } from "./globe-painter.ts";
import type { GlobeRenderer } from "./globe-scene.ts";
import { INITIAL_POSE, SPIN_PER_SECOND } from "./globe-view.ts";
import type { LandMask } from "./land-mask.ts";

function fakeRenderer() {
  return {
    setPixelRatio: vi.fn<GlobeRenderer["setPixelRatio"]>(),
    setSize: vi.fn<GlobeRenderer["setSize"]>(),
    render: vi.fn<GlobeRenderer["render"]>(),
    compileAsync: vi.fn(() => Promise.resolve()),
    dispose: vi.fn<GlobeRenderer["dispose"]>(),
    forceContextLoss: vi.fn<() => void>(),
  } satisfies GlobeRenderer;
}

const land: LandMask = { width: 36, height: 18, data: new Uint8Array(36 * 18).fill(1, 0, 36 * 9) }; // the north
const start: PainterMessage = {
  type: "start",
  canvas: document.createElement("canvas"),
  width: 800,
  height: 400,
  pixelRatio: 1.5,
};

function setup({ landMask = Promise.resolve<LandMask | null>(land), failing = false } = {}) {
  const renderer = fakeRenderer();
  const replies: PainterReply[] = [];
  const painter = createGlobePainter((reply) => replies.push(reply), {
    createRenderer: () => {
      if (failing) throw new Error("no WebGL");
      return renderer;
    },
    loadLand: () => landMask,
  });
  /** What the last frame drew: the globe's turn, its markers and its land dots. */
  const lastFrame = () => {
    const scene = renderer.render.mock.lastCall![0];
    const root = scene.children.find((object): object is Group => object instanceof Group)!;
    const points = root.children.filter((object: Object3D): object is Points => object instanceof Points);
    return {
      y: root.rotation.y,
      x: root.rotation.x,
      markers: points[0].geometry.getAttribute("position").count,
      landDots: points[1].geometry.getAttribute("position").count,
      highlighted: points[0].geometry.getAttribute("color").getX(0),
    };
  };
  return { renderer, replies, painter, lastFrame };
}

describe("createGlobePainter", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("draws what it was told before it was ready, then says so, then adds the land", async () => {
    const { painter, replies, renderer, lastFrame } = setup();
    painter.handle(start);
    painter.handle({ type: "markers", nodes: [[51, 3.7]] });
    painter.handle({ type: "highlight", index: 0 });
    painter.handle({ type: "pose", pose: { x: 0.2, y: 1 } });
    expect(replies).toEqual([]);
    await vi.runAllTimersAsync();
    expect(replies).toEqual([{ type: "ready" }]);
    // 1.5 device pixels per CSS pixel, less for a canvas as large as an 800 × 400 globe (its buffer's budget).
    expect(renderer.setPixelRatio).toHaveBeenCalledWith(Math.sqrt(480_000 / (800 * 400)));
    expect(lastFrame()).toMatchObject({ x: 0.2, y: 1, markers: 1, highlighted: 1 });
    expect(lastFrame().landDots).toBeGreaterThan(0);
  });

  it("draws in the page's colours, told before or after it is ready", async () => {
    const { painter, renderer } = setup();
    const sphereColour = () => {
      const scene = renderer.render.mock.lastCall![0];
      const root = scene.children.find((object): object is Group => object instanceof Group)!;
      return (
        root.children.find((object) => object instanceof Mesh) as Mesh<BufferGeometry, MeshBasicMaterial>
      ).material.color.getHex();
    };
    painter.handle(start);
    painter.handle({ type: "look", look: "light" });
    await vi.runAllTimersAsync();
    expect(sphereColour()).toBe(globeLooks.light.sphereColor);
    painter.handle({ type: "look", look: "dark" });
    await vi.advanceTimersByTimeAsync(100);
    expect(sphereColour()).toBe(globeLooks.dark.sphereColor);
  });

  it("draws one frame per change while still, and none when nothing changes", async () => {
    const { painter, renderer, lastFrame } = setup();
    painter.handle(start);
    await vi.runAllTimersAsync();
    const frames = renderer.render.mock.calls.length;
    await vi.advanceTimersByTimeAsync(2000);
    expect(renderer.render.mock.calls.length).toBe(frames);
    painter.handle({ type: "pose", pose: { x: 0, y: 2 } });
    await vi.advanceTimersByTimeAsync(100);
    expect(renderer.render.mock.calls.length).toBe(frames + 1);
    expect(lastFrame().y).toBe(2);
  });

  it("spins on its own at 30 frames a second, following the shared clock, until given a pose", async () => {
    const { painter, renderer, lastFrame } = setup();
    painter.handle(start);
    await vi.runAllTimersAsync();
    const since = performance.timeOrigin + performance.now();
    painter.handle({ type: "spin", from: INITIAL_POSE, since });
    const frames = renderer.render.mock.calls.length;
    await vi.advanceTimersByTimeAsync(1000);
    const drawn = renderer.render.mock.calls.length - frames;
    expect(drawn).toBeGreaterThanOrEqual(28);
    expect(drawn).toBeLessThanOrEqual(31);
    expect(lastFrame().y).toBeCloseTo(INITIAL_POSE.y + SPIN_PER_SECOND, 1);

    painter.handle({ type: "pose", pose: { x: 0, y: 3 } });
    await vi.advanceTimersByTimeAsync(1000);
    expect(lastFrame().y).toBe(3);
    const still = renderer.render.mock.calls.length;
    await vi.advanceTimersByTimeAsync(1000);
    expect(renderer.render.mock.calls.length).toBe(still);
  });

  it("says the globe is unsupported when WebGL cannot start", async () => {
    const { painter, replies } = setup({ failing: true });
    painter.handle(start);
    await vi.runAllTimersAsync();
    expect(replies).toEqual([{ type: "unsupported" }]);
  });

  it("draws without land when no land mask loads", async () => {
    const { painter, replies, lastFrame } = setup({ landMask: Promise.resolve(null) });
    painter.handle(start);
    await vi.runAllTimersAsync();
    expect(replies).toEqual([{ type: "ready" }]);
    expect(lastFrame().landDots).toBe(0);
  });

  it("stops drawing and releases the renderer when disposed, even mid-spin", async () => {
    const { painter, renderer } = setup();
    painter.handle(start);
    await vi.runAllTimersAsync();
    painter.handle({ type: "spin", from: INITIAL_POSE, since: performance.timeOrigin + performance.now() });
    await vi.advanceTimersByTimeAsync(200);
    painter.dispose();
    const frames = renderer.render.mock.calls.length;
    await vi.advanceTimersByTimeAsync(1000);
    expect(renderer.render.mock.calls.length).toBe(frames);
    expect(renderer.dispose).toHaveBeenCalledOnce();
    expect(renderer.forceContextLoss).toHaveBeenCalledOnce();
  });
});
