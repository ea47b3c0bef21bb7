import { act, render } from "@testing-library/react";
import { StrictMode, useEffect, useRef } from "react";
import { describe, expect, it, vi } from "vitest";
import { createGlobeView } from "./globe-view.ts";
import { useRenderLoop } from "./use-render-loop.ts";

describe("useRenderLoop", () => {
  it("still draws on request after a remount (StrictMode) cancelled a frame it had asked for", async () => {
    const onFrame = vi.fn();
    const painter = { send: vi.fn(), resize: vi.fn() };
    const view = createGlobeView(340, 340);
    const invalidate: { current: () => void } = { current: () => {} };
    function Host() {
      const container = useRef<HTMLDivElement>(null);
      const requestFrame = useRenderLoop(view, painter, container, false, onFrame);
      // As the globe does: a frame as soon as it mounts (StrictMode mounts, unmounts and mounts again).
      useEffect(() => requestFrame(), [requestFrame]);
      invalidate.current = requestFrame;
      return <div ref={container} />;
    }
    render(
      <StrictMode>
        <Host />
      </StrictMode>,
    );
    await act(() => new Promise((done) => requestAnimationFrame(done)));
    onFrame.mockClear();
    invalidate.current();
    await act(() => new Promise((done) => requestAnimationFrame(done)));
    expect(onFrame).toHaveBeenCalledOnce();
    expect(painter.send).toHaveBeenCalledWith({ type: "pose", pose: view.pose() });
  });
});
