import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { SilentEventSource } from "../src/test/silent-event-source.ts";

// findBy*/waitFor wait 1 s by default. The first test of a file that reaches a lazily loaded part (the
// account area, a route's screen) also waits for Vite to transform it, which on a busy 2-core machine can
// take longer than that: a user-visible state that arrives late is not a failure here.
configure({ asyncUtilTimeout: 5000 });

// Mantine needs these browser APIs, which jsdom lacks (see the toolchain guide).
Object.defineProperty(window, "matchMedia", {
  writable: true,
  value: vi.fn((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
});
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
if (typeof Element.prototype.scrollIntoView !== "function") Element.prototype.scrollIntoView = () => {};

// jsdom has no EventSource; the live notifications open one whenever a session exists.
globalThis.EventSource ??= SilentEventSource as unknown as typeof EventSource;

afterEach(() => cleanup());
