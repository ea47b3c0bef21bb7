import type { UserProfile } from "@kubecloud/sdk";
import { vi } from "vitest";
import { buildUser } from "./builders.ts";
import { memoryStorage } from "./storage.ts";

/** Local storage of a signed-in session (the demo user unless `user` says otherwise; null: no user record). */
export function signedInStorage(user: Partial<UserProfile> | null = {}) {
  return memoryStorage({
    token: "access",
    refresh_token: "refresh",
    ...(user === null ? {} : { user: JSON.stringify(buildUser(user)) }),
  });
}

/** The JSON bodies of the recorded requests to `METHOD /path` (the path as sent, after /api). */
export function bodiesSent(requests: Request[], method: string, path: string): Promise<unknown[]> {
  const matching = requests.filter((r) => r.method === method && new URL(r.url).pathname === `/api${path}`);
  return Promise.all(matching.map((r) => r.clone().json() as Promise<unknown>));
}

/** The paths (with query) of the recorded requests with `method`. */
export function pathsSent(requests: Request[], method: string): string[] {
  return requests
    .filter((r) => r.method === method)
    .map((r) => {
      const url = new URL(r.url);
      return `${url.pathname.replace(/^\/api/, "")}${url.search}`;
    });
}

/**
 * Catches what `saveFile` downloads: the object URL's Blob and the link's file name, for each save (added to
 * `saved`, a new list unless one is given). jsdom has no object URLs, so they are stubbed for the test.
 */
export function captureDownloads(saved: { name: string; blob: Blob }[] = []) {
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob);
    return url;
  };
  URL.revokeObjectURL = () => undefined;
  const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (blob) saved.push({ name: this.download, blob });
  });
  return { saved, restore: () => click.mockRestore() };
}
