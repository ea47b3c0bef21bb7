import { MantineProvider } from "@mantine/core";
import { act, render as renderBare, screen } from "@testing-library/react";
import type { ReactElement } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PainterMessage } from "./globe-painter.ts";
import type { GlobeStatus } from "./use-globe-painter.ts";
import Globe from "./Globe.tsx";

// The painter (WebGL in a worker) as a fake whose status the test sets and which records what it is told.
const painter = vi.hoisted((): { status: GlobeStatus; sent: PainterMessage[] } => ({ status: "starting", sent: [] }));
vi.mock("./use-globe-painter.ts", () => ({
  useGlobePainter: () => ({
    hostRef: () => {},
    status: painter.status,
    painter: { send: (message: PainterMessage) => painter.sent.push(message), resize: () => {} },
  }),
}));
vi.mock("./land-loader.ts", () => ({ loadLandMask: () => Promise.resolve(null) }));

const drawn: string[] = [];
beforeEach(() => {
  painter.status = "starting";
  painter.sent = [];
  drawn.length = 0;
  vi.stubGlobal(
    "Path2D",
    class {
      arc() {}
      moveTo() {}
      rect() {}
    },
  );
  // jsdom draws nothing: a 2D context that notes the colours it fills with.
  vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockImplementation(function (this: HTMLCanvasElement) {
    const context = {
      fillStyle: "",
      globalAlpha: 1,
      setTransform() {},
      clearRect() {},
      beginPath() {},
      arc() {},
      fill: () => drawn.push(context.fillStyle),
    };
    return context as unknown as RenderingContext;
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.documentElement.removeAttribute("data-mantine-color-scheme");
});

const render = (ui: ReactElement) => renderBare(ui, { wrapper: MantineProvider });
const props = { width: 800, height: 400, nodes: [[51, 3.7]] as [number, number][], description: "Globe of 1 node" };
const standIn = () => document.querySelector("canvas[data-stand-in]");

describe("Globe", () => {
  it("shows the globe drawn in 2D until WebGL has drawn, then only WebGL's", () => {
    const { rerender } = render(<Globe {...props} />);
    expect(standIn()).toBeInTheDocument();
    expect(standIn()).toHaveStyle({ left: "0px", top: "0px", width: "800px", height: "400px" });
    expect(drawn[0]).toBe("#0f1e3a"); // the sphere, then its markers

    painter.status = "ready";
    rerender(<Globe {...props} />);
    expect(standIn()).toBeNull();
    expect(screen.getByRole("group", { name: "Globe of 1 node" })).toBeInTheDocument();
  });

  it("keeps the 2D globe, as a picture with its description, where WebGL cannot start", () => {
    painter.status = "unsupported";
    render(<Globe {...props} />);
    expect(screen.getByRole("img", { name: "Globe of 1 node" })).toContainElement(standIn() as HTMLElement);
  });

  it("draws in the page's colours and follows a change of theme", async () => {
    document.documentElement.setAttribute("data-mantine-color-scheme", "light");
    render(<Globe {...props} />);
    expect(painter.sent).toContainEqual({ type: "look", look: "light" });
    expect(drawn[0]).toBe("#d6e4f5");
    // The attribute changes outside React (MutationObserver): let its re-render settle.
    await act(() => {
      document.documentElement.setAttribute("data-mantine-color-scheme", "dark");
      return Promise.resolve();
    });
    expect(painter.sent.at(-1)).toEqual({ type: "look", look: "dark" });
    expect(drawn.at(-2)).toBe("#0f1e3a");
  });

  it("fades the cut edge of a sphere taller than its box, not a whole one", () => {
    painter.status = "ready";
    const { rerender } = render(<Globe {...props} />);
    expect(screen.getByRole("group")).toHaveAttribute("data-cut");
    rerender(<Globe {...props} width={340} height={340} />);
    expect(screen.getByRole("group")).not.toHaveAttribute("data-cut");
  });
});
