import { act, render, waitFor } from "@testing-library/react";
import { useEffect } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PainterMessage, PainterReply } from "./globe-painter.ts";
import { globeLayout } from "./globe-view.ts";
import { useGlobePainter, type PainterLink } from "./use-globe-painter.ts";

// The painter on the page's thread: a fake that records what it is told and answers as the test says.
const onPage = vi.hoisted(() => {
  const state: { messages: unknown[]; answer: PainterReply["type"] } = { messages: [], answer: "ready" };
  return state;
});
vi.mock("./globe-painter.ts", () => ({
  createGlobePainter: (reply: (message: PainterReply) => void) => ({
    handle(message: PainterMessage) {
      onPage.messages.push(message);
      if (message.type === "start") setTimeout(() => reply({ type: onPage.answer }));
    },
    dispose: vi.fn(),
  }),
}));

/** A stand-in for a module worker: records what it is sent, and can answer. */
class FakeWorker {
  static made: FakeWorker[] = [];
  sent: { message: PainterMessage; transfer: unknown[] }[] = [];
  terminated = false;
  onmessage: ((event: { data: PainterReply }) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    FakeWorker.made.push(this);
  }
  postMessage(message: PainterMessage, transfer: unknown[]) {
    this.sent.push({ message, transfer });
  }
  terminate() {
    this.terminated = true;
  }
  reply(data: PainterReply) {
    act(() => this.onmessage?.({ data }));
  }
}

/** The hook's latest painter link, as the globe's effects see it. */
const seen: { link: PainterLink | null } = { link: null };
function Host() {
  const { hostRef, painter, status } = useGlobePainter({ width: 800, height: 400, className: "canvas" });
  useEffect(() => {
    seen.link = painter;
  });
  return <div ref={hostRef} data-testid="host" data-status={status} />;
}

/** The painter starts in a task of its own, after the commit that mounted the globe. */
const started = () => act(() => new Promise<void>((go) => setTimeout(go)));

describe("useGlobePainter", () => {
  const offscreen = { offscreen: true };
  beforeEach(() => {
    FakeWorker.made = [];
    onPage.messages = [];
    onPage.answer = "ready";
    vi.stubGlobal("Worker", FakeWorker);
    HTMLCanvasElement.prototype.transferControlToOffscreen = vi.fn(() => offscreen as unknown as OffscreenCanvas);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    delete (HTMLCanvasElement.prototype as Partial<HTMLCanvasElement>).transferControlToOffscreen;
  });

  it("hands the canvas, placed over the sphere, to a worker, and is ready when the worker has drawn", async () => {
    const { getByTestId, unmount } = render(<Host />);
    expect(getByTestId("host").querySelector("canvas")).toBeNull(); // not in the commit that mounted it
    expect(FakeWorker.made).toHaveLength(0);
    await started();
    const canvas = getByTestId("host").querySelector("canvas")!;
    // An 800 × 400 globe is the top half of an 800 px sphere: the canvas covers the whole box.
    expect(canvas.style).toMatchObject({ left: "0px", top: "0px", width: "800px", height: "400px" });
    expect(canvas.getAttribute("aria-hidden")).toBe("true");

    const [worker] = FakeWorker.made;
    expect(worker.options).toEqual({ type: "module", name: "globe" });
    expect(worker.sent[0]).toEqual({
      message: { type: "start", canvas: offscreen, width: 800, height: 400, pixelRatio: 1 },
      transfer: [offscreen],
    });
    expect(getByTestId("host").dataset.status).toBe("starting");
    worker.reply({ type: "ready" });
    expect(getByTestId("host").dataset.status).toBe("ready");

    act(() => seen.link!.resize(600, 300));
    expect(worker.sent.at(-1)!.message).toEqual({ type: "size", width: 600, height: 300 });
    expect(canvas.style.width).toBe(`${globeLayout(600, 300).viewport.width}px`);
    expect(canvas.style.height).toBe("300px");

    unmount();
    expect(worker.terminated).toBe(true);
    expect(canvas.isConnected).toBe(false);
  });

  it("falls back to the page's thread, with what it was told so far, when the worker cannot draw", async () => {
    const { getByTestId } = render(<Host />);
    await started();
    const [worker] = FakeWorker.made;
    act(() => {
      seen.link!.send({ type: "markers", nodes: [[51, 3.7]] });
      seen.link!.send({ type: "pose", pose: { x: 0, y: 1 } });
    });
    worker.reply({ type: "unsupported" });
    expect(worker.terminated).toBe(true);
    await waitFor(() => expect(getByTestId("host").dataset.status).toBe("ready"));
    const canvases = getByTestId("host").querySelectorAll("canvas");
    expect(canvases).toHaveLength(1); // a fresh canvas: the first one belongs to the worker
    expect(onPage.messages).toEqual([
      expect.objectContaining({ type: "start", canvas: canvases[0] }),
      { type: "markers", nodes: [[51, 3.7]] },
      { type: "pose", pose: { x: 0, y: 1 } },
    ]);
  });

  it("says the globe is unsupported when neither a worker nor the page can draw", async () => {
    vi.stubGlobal("Worker", undefined);
    onPage.answer = "unsupported";
    const { getByTestId } = render(<Host />);
    await waitFor(() => expect(getByTestId("host").dataset.status).toBe("unsupported"));
  });

  it("starts no painter when the globe is gone before its turn came", async () => {
    const { getByTestId, unmount } = render(<Host />);
    const host = getByTestId("host");
    unmount();
    await started();
    expect(FakeWorker.made).toHaveLength(0);
    expect(host.querySelector("canvas")).toBeNull();
  });
});
