import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { press, resetKeys, type KeyContext } from "./shortcut-keys.ts";
import { sequenceTimeoutMs } from "./shortcut-list.ts";

function setup(where = "/") {
  const [pathname, search = ""] = where.split("?");
  const context: KeyContext = {
    navigate: vi.fn(),
    location: { pathname, search: search ? `?${search}` : "" },
    help: vi.fn(),
  };
  /** Presses `key` with the focus on `target` (the body unless given); returns the event. */
  const key = (key: string, target: Element = document.body) => {
    const event = new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true });
    Object.defineProperty(event, "target", { value: target });
    press(event, context);
    return event;
  };
  /** Presses each of `names` in turn, with the focus on the body. */
  const keys = (...names: string[]) => names.forEach((name) => key(name));
  return { context, key, keys };
}

beforeEach(() => {
  vi.useFakeTimers();
  resetKeys();
});
afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
});

describe("the `g` sequences", () => {
  it("go to the dashboard, the nodes and the clusters section", () => {
    const { context, key, keys } = setup();
    key("g");
    expect(key("d").defaultPrevented).toBe(true);
    keys("g", "n", "g", "c");
    expect(vi.mocked(context.navigate).mock.calls).toEqual([
      ["/dashboard"],
      ["/nodes"],
      ["/dashboard?section=clusters"],
    ]);
  });

  it("wait for the second key up to the timeout, to the millisecond", () => {
    const { context, key } = setup();
    key("g");
    vi.advanceTimersByTime(sequenceTimeoutMs);
    key("n");
    expect(context.navigate).toHaveBeenCalledWith("/nodes");

    key("g");
    vi.advanceTimersByTime(sequenceTimeoutMs + 1);
    key("n");
    expect(context.navigate).toHaveBeenCalledTimes(1);
  });

  it("do nothing for a `g` alone, an unknown second key or a letter without `g`", () => {
    const { context, keys } = setup();
    keys("g", "x", "d", "n");
    expect(context.navigate).not.toHaveBeenCalled();
  });

  it("start over after a wrong second key (g x g d goes to the dashboard)", () => {
    const { context, keys } = setup();
    keys("g", "x", "g", "d");
    expect(context.navigate).toHaveBeenCalledWith("/dashboard");
  });
});

describe("the single keys", () => {
  it("`?` opens the help", () => {
    const { context, key } = setup();
    expect(key("?").defaultPrevented).toBe(true);
    expect(context.help).toHaveBeenCalledOnce();
  });

  it("`n` starts a new cluster on the clusters screen only", () => {
    const elsewhere = setup("/dashboard");
    elsewhere.key("n");
    expect(elsewhere.context.navigate).not.toHaveBeenCalled();
    const clusters = setup("/dashboard?section=clusters");
    clusters.key("n");
    expect(clusters.context.navigate).toHaveBeenCalledWith("/deploy");
    // With its sort and search in the address too.
    const searched = setup("/dashboard?section=clusters&sort=name&q=prod");
    searched.key("n");
    expect(searched.context.navigate).toHaveBeenCalledWith("/deploy");
  });

  it("`/` focuses the screen's search box and keeps the slash out of it", () => {
    const { key } = setup("/nodes");
    const field = document.createElement("input");
    field.setAttribute("data-page-search", "");
    field.value = "old";
    document.body.append(field);
    const event = key("/");
    expect(document.activeElement).toBe(field);
    expect(event.defaultPrevented).toBe(true);
  });

  it("`/` leaves the key alone on a screen without a search box", () => {
    const { key } = setup("/docs");
    expect(key("/").defaultPrevented).toBe(false);
  });

  it("`/` opens the drawer that holds the search box, then focuses it", async () => {
    const { key } = setup("/nodes");
    const opener = document.createElement("button");
    opener.setAttribute("data-page-search-opener", "");
    opener.addEventListener("click", () => {
      const dialog = document.createElement("div");
      dialog.setAttribute("role", "dialog");
      const field = document.createElement("input");
      field.setAttribute("data-page-search", "");
      dialog.append(field);
      document.body.append(dialog);
    });
    document.body.append(opener);
    key("/");
    await vi.runAllTimersAsync();
    expect(document.activeElement).toBe(document.querySelector("[role=dialog] [data-page-search]"));
  });

  it("do nothing inside a dialog, where the page behind is not what the user is looking at", () => {
    const { context, key } = setup();
    const dialog = document.createElement("div");
    dialog.setAttribute("role", "dialog");
    const button = document.createElement("button");
    dialog.append(button);
    document.body.append(dialog);
    key("?", button);
    key("g", button);
    key("d", button);
    expect(context.help).not.toHaveBeenCalled();
    expect(context.navigate).not.toHaveBeenCalled();
  });
});
