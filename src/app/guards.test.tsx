import { waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { memoryStorage, ok, renderApp } from "../test/render.tsx";

type Role = "guest" | "user" | "admin";

const publicRoutes = ["/", "/features", "/use-cases", "/docs", "/nodes", "/pending-requests", "/reset-password"];
const guestRoutes = ["/sign-in", "/sign-up", "/register/verify", "/forgot-password"];
const authRoutes = ["/dashboard", "/clusters/prodcluster", "/deploy", "/notifications", "/activity"];
const allowedInMaintenance = ["/", "/features", "/use-cases", "/docs", "/nodes", "/maintenance"];
const every = [...publicRoutes, ...guestRoutes, ...authRoutes, "/admin", "/maintenance"];

function expected(route: string, role: Role, maintenance: boolean): string {
  // Our exception (product-rules §2): an admin keeps the admin panel, where the switch is.
  if (maintenance && route === "/admin" && role === "admin") return route;
  if (maintenance) return allowedInMaintenance.includes(route) ? route : "/maintenance";
  if (route === "/maintenance") return "/";
  if (guestRoutes.includes(route)) return role === "guest" ? route : "/";
  if (authRoutes.includes(route)) return role === "guest" ? "/sign-in" : route;
  if (route === "/admin") return role === "guest" ? "/sign-in" : role === "user" ? "/dashboard" : route;
  return route;
}

function storageFor(role: Role) {
  if (role === "guest") return memoryStorage();
  return memoryStorage({
    token: "access",
    refresh_token: "refresh",
    user: JSON.stringify({ ID: 12, username: "Amira", admin: role === "admin" }),
  });
}

const table = every.flatMap((route) =>
  (["guest", "user", "admin"] as const).flatMap((role) =>
    [false, true].map((maintenance) => ({ route, role, maintenance, to: expected(route, role, maintenance) })),
  ),
);

describe("route guards (product-rules §2)", () => {
  it.each(table)("$route as $role with maintenance $maintenance → $to", async ({ route, role, maintenance, to }) => {
    const { router } = renderApp({
      path: route,
      storage: storageFor(role),
      api: {
        "GET /v1/system/maintenance/status": () => ok({ enabled: maintenance }),
        "GET /v1/user/balance": () => ok({ balance_usd: 0, debt_usd: 0, pending_balance_usd: 0 }),
        "GET /v1/deployments": () => ok({ deployments: [], count: 0 }),
      },
    });
    await waitFor(() => expect(router.location.pathname).toBe(to));
  });

  it("sends a guest back to where they were going after the sign-in page", async () => {
    const { router } = renderApp({ path: "/notifications" });
    await waitFor(() => expect(router.location.pathname).toBe("/sign-in"));
    expect(router.location.state).toEqual({ from: "/notifications" });
  });

  it("treats a failed maintenance check as off", async () => {
    const { router } = renderApp({
      path: "/maintenance",
      api: { "GET /v1/system/maintenance/status": () => Response.json({}, { status: 500 }) },
    });
    await waitFor(() => expect(router.location.pathname).toBe("/"));
  });

  it.each([
    ["an envelope without data", () => Response.json({ status: 200, message: "ok" })],
    ["data without enabled", () => Response.json({ status: 200, message: "ok", data: {} })],
    ["an empty body", () => new Response(null, { status: 200 })],
  ])("treats a maintenance reply with %s as off: a protected page opens, no endless spinner", async (_, reply) => {
    const { router, findByRole } = renderApp({
      path: "/notifications",
      storage: storageFor("user"),
      api: { "GET /v1/system/maintenance/status": reply },
    });
    expect(await findByRole("heading", { level: 1, name: "Notifications" })).toBeInTheDocument();
    expect(router.location.pathname).toBe("/notifications");
  });

  it("shows a helpful page for unknown paths", async () => {
    const { findByRole } = renderApp({ path: "/no/such/page" });
    expect(await findByRole("heading", { name: "Page Not Found" })).toBeInTheDocument();
  });
});
