import { act, renderHook } from "@testing-library/react";
import type { KeyboardEvent, PointerEvent } from "react";
import { describe, expect, it, vi } from "vitest";
import type { GlobeView } from "./globe-view.ts";
import { useGlobeInteraction } from "./use-globe-interaction.ts";

function fakeGlobe(markerCount = 3) {
  const rotateBy = vi.fn<GlobeView["rotateBy"]>();
  const faceNode = vi.fn<GlobeView["faceNode"]>();
  const globe = {
    markerCount,
    rotateBy,
    faceNode,
    nearestToCentre: () => 1,
    pick: () => null,
  } as unknown as GlobeView;
  return { globe, rotateBy, faceNode };
}

const key = (name: string, shiftKey = false, preventDefault = vi.fn()) =>
  ({ key: name, shiftKey, preventDefault }) as unknown as KeyboardEvent<HTMLElement>;

function setup() {
  const { globe, rotateBy, faceNode } = fakeGlobe();
  const invalidate = vi.fn();
  const hook = renderHook(() => useGlobeInteraction(globe, invalidate));
  const press = (name: string, shiftKey = false) =>
    act(() => hook.result.current.handlers.onKeyDown(key(name, shiftKey)));
  return { rotateBy, faceNode, invalidate, hook, press };
}

describe("useGlobeInteraction: keyboard", () => {
  it("shows the label of the node nearest the middle on focus, and hides it on blur", () => {
    const { hook } = setup();
    act(() => hook.result.current.handlers.onFocus());
    expect(hook.result.current.active).toEqual({ index: 1, source: "keyboard" });
    act(() => hook.result.current.handlers.onBlur());
    expect(hook.result.current.active).toBeNull();
  });

  it("turns the globe 10° per arrow key and asks for a frame", () => {
    const { rotateBy, invalidate, press } = setup();
    press("ArrowRight");
    press("ArrowUp");
    expect(rotateBy).toHaveBeenNthCalledWith(1, Math.PI / 18, 0);
    expect(rotateBy).toHaveBeenNthCalledWith(2, 0, -Math.PI / 18);
    expect(invalidate).toHaveBeenCalledTimes(2);
  });

  it("goes from node to node with N and Shift+N, wrapping around", () => {
    const { faceNode, hook, press } = setup();
    press("n");
    expect(faceNode).toHaveBeenLastCalledWith(0);
    press("n");
    press("n");
    press("n");
    expect(faceNode).toHaveBeenLastCalledWith(0);
    press("N", true);
    expect(faceNode).toHaveBeenLastCalledWith(2);
    expect(hook.result.current.active).toEqual({ index: 2, source: "keyboard" });
    press("Escape");
    expect(hook.result.current.active).toBeNull();
  });

  it("ignores other keys and leaves them to the page", () => {
    const { hook } = setup();
    const preventDefault = vi.fn();
    act(() => hook.result.current.handlers.onKeyDown(key("Tab", false, preventDefault)));
    expect(preventDefault).not.toHaveBeenCalled();
  });
});

describe("useGlobeInteraction: picking", () => {
  const pointer = (x: number, y: number) =>
    ({
      button: 0,
      pointerId: 1,
      clientX: x,
      clientY: y,
      currentTarget: { getBoundingClientRect: () => ({ left: 0, top: 0 }), setPointerCapture: () => {} },
    }) as unknown as PointerEvent<HTMLElement>;

  function pickSetup() {
    const { globe } = fakeGlobe();
    const pick = vi.fn(() => 2);
    Object.assign(globe, { pick });
    const onPick = vi.fn();
    const hook = renderHook(() => useGlobeInteraction(globe, vi.fn(), onPick));
    return { hook, onPick, pick };
  }

  it("picks the node under a click", () => {
    const { hook, onPick, pick } = pickSetup();
    act(() => hook.result.current.handlers.onPointerDown(pointer(100, 50)));
    act(() => hook.result.current.handlers.onPointerUp(pointer(102, 51)));
    expect(pick).toHaveBeenLastCalledWith(102, 51);
    expect(onPick).toHaveBeenCalledWith(2);
  });

  it("does not pick at the end of a drag", () => {
    const { hook, onPick } = pickSetup();
    act(() => hook.result.current.handlers.onPointerDown(pointer(100, 50)));
    act(() => hook.result.current.handlers.onPointerMove(pointer(130, 50)));
    act(() => hook.result.current.handlers.onPointerUp(pointer(130, 50)));
    expect(onPick).not.toHaveBeenCalled();
  });

  it("picks the shown node with Enter", () => {
    const { hook, onPick } = pickSetup();
    act(() => hook.result.current.handlers.onKeyDown(key("Enter")));
    expect(onPick).not.toHaveBeenCalled(); // nothing shown yet
    act(() => hook.result.current.handlers.onFocus());
    act(() => hook.result.current.handlers.onKeyDown(key("Enter")));
    expect(onPick).toHaveBeenCalledWith(1);
  });
});
