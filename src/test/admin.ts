import { notifications } from "@mantine/notifications";
import type { UserProfile } from "@kubecloud/sdk";
import { afterEach, beforeEach, vi } from "vitest";
import { captureDownloads } from "./account.ts";
import { buildAdminUsers, buildStats } from "./builders.ts";
import { memoryStorage, ok, type Handlers } from "./render.tsx";

// Shared by the admin panel's tests: a signed-in admin, and the replies every admin screen starts from.

/** The seeded admin (id 1) as the session stores it. */
export function adminProfile(overrides: Partial<UserProfile> = {}): UserProfile {
  const { balance: _balance, ...user } = buildAdminUsers()[1];
  return { ...user, pending_balance_usd: 0, ...overrides };
}

/** Local storage of a signed-in admin (or of a user, with `admin: false`). */
export function signedInAs(overrides: Partial<UserProfile> = {}) {
  return memoryStorage({ token: "access", refresh_token: "refresh", user: JSON.stringify(adminProfile(overrides)) });
}

/** Replies for the panel's reads: statistics, users, vouchers, invoices, payments, maintenance off. */
export function adminApi(overrides: Handlers = {}): Handlers {
  return {
    "GET /v1/stats": () => ok(buildStats({ total_users: 6 })),
    "GET /v1/users": () => ok({ users: buildAdminUsers() }),
    "GET /v1/vouchers": () => ok({ vouchers: [] }),
    "GET /v1/invoices": () => ok({ invoices: [] }),
    "GET /v1/pending-records": () => ok({ pending_records: null }),
    "GET /v1/system/maintenance/status": () => ok({ enabled: false }),
    ...overrides,
  };
}

/** The requests sent to `METHOD /path` (path as sent, after `/api`). */
export function sent(requests: Request[], method: string, path: string): Request[] {
  return requests.filter((r) => r.method === method && new URL(r.url).pathname === `/api${path}`);
}

/** The JSON bodies sent to `METHOD /path`, in order. */
export function sentJson(requests: Request[], method: string, path: string): Promise<unknown[]> {
  return Promise.all(sent(requests, method, path).map((r) => r.clone().json() as Promise<unknown>));
}

/**
 * Each test of an admin screen that downloads: the returned list holds what the page handed to the browser as
 * downloads (file name and blob) in the current test; toasts and mocks are cleaned after every test.
 */
export function downloadsOfEachTest(): { name: string; blob: Blob }[] {
  const downloads: { name: string; blob: Blob }[] = [];
  beforeEach(() => {
    downloads.length = 0;
    captureDownloads(downloads);
  });
  afterEach(() => {
    notifications.clean();
    vi.restoreAllMocks();
  });
  return downloads;
}
