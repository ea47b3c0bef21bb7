import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

import { lazy } from "react";
import { KubeCloudError } from "@kubecloud/sdk";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { buildUser } from "../test/builders.ts";
import { memoryStorage, ok, renderApp } from "../test/render.tsx";
import { RootLayout } from "./layout/RootLayout.tsx";
import { texts } from "../config/texts.ts";

function Broken(): never {
  throw new TypeError("Cannot read properties of undefined (reading 'nodes')");
}

function RefusedByServer(): never {
  throw new KubeCloudError({ message: "deployment not found", serverText: "deployment not found", status: 404 });
}

function ThrowsNothingUseful(): never {
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- what a careless library might do
  throw "boom";
}

const MissingChunk = lazy(() =>
  Promise.reject(new Error("Failed to fetch dynamically imported module: /assets/Deploy.js")),
);

const routes = [
  {
    element: <RootLayout />,
    children: [
      { index: true, element: <p>Home again</p> },
      { path: "/broken", Component: Broken },
      { path: "/refused", Component: RefusedByServer },
      { path: "/careless", Component: ThrowsNothingUseful },
      { path: "/missing-chunk", element: <MissingChunk /> },
    ],
  },
];

describe("a screen that fails (product-rules §8: Something went wrong)", () => {
  beforeEach(() => {
    // React reports every error a boundary catches on the console; these are on purpose.
    vi.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it("shows the catalogue's text inside the layout, never the code's own message, and leaving the page clears it", async () => {
    renderApp({ routes, path: "/broken" });
    expect(await screen.findByRole("heading", { name: texts.ui.somethingWentWrong })).toBeInTheDocument();
    expect(screen.getByText(texts.ui.unexpectedRefresh)).toBeInTheDocument();
    expect(screen.queryByText(/Cannot read properties/)).toBeNull();
    expect(screen.getByRole("navigation", { name: "Main" })).toBeInTheDocument();

    await userEvent.click(screen.getByRole("link", { name: "Back to Home" }));
    expect(await screen.findByText("Home again")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: texts.ui.somethingWentWrong })).toBeNull();
  });

  it("shows what the server said when the server refused something", async () => {
    renderApp({ routes, path: "/refused" });
    expect(await screen.findByText("Deployment not found.")).toBeInTheDocument();
  });

  it("falls back to the spec's text when the error has no message", async () => {
    renderApp({ routes, path: "/careless" });
    expect(await screen.findByText(texts.ui.unexpectedRefresh)).toBeInTheDocument();
  });

  it("catches a screen whose code cannot be downloaded", async () => {
    renderApp({ routes, path: "/missing-chunk" });
    expect(await screen.findByRole("heading", { name: texts.ui.somethingWentWrong })).toBeInTheDocument();
    expect(screen.getByText(texts.ui.unexpectedRefresh)).toBeInTheDocument();
    expect(screen.queryByText(/dynamically imported module/)).toBeNull();
  });
});

describe("an expired session (product-rules §2, §4)", () => {
  it("goes to /sign-in silently when the refresh fails, with the tokens and cached data gone", async () => {
    const storage = memoryStorage({
      token: "old",
      refresh_token: "old-refresh",
      user: JSON.stringify({ ID: 12, username: "Amira Haddad", admin: false }),
    });
    const { router, queryClient } = renderApp({
      path: "/dashboard",
      storage,
      api: {
        "GET /v1/user/balance": () => Response.json({ error: "token expired" }, { status: 401 }),
        "GET /v1/deployments": () => Response.json({ error: "token expired" }, { status: 401 }),
        "POST /v1/user/refresh": () => Response.json({ error: "refresh token expired" }, { status: 401 }),
        "GET /v1/notifications": () => ok({ notifications: [], limit: 50, offset: 0, count: 0 }),
      },
    });
    await waitFor(() => expect(router.location.pathname).toBe("/sign-in"));
    expect(await screen.findByRole("heading", { name: "Welcome back!" })).toBeInTheDocument();
    expect(storage.dump()).not.toHaveProperty("token");
    expect(storage.dump()).not.toHaveProperty("refresh_token");
    // The protected page's queries were dropped (the sign-in page asks only for the maintenance status).
    expect(
      queryClient
        .getQueryCache()
        .getAll()
        .map((query) => query.queryKey[0]),
    ).not.toContain("balance");
    expect(screen.queryByText("Error")).toBeNull();
    expect(screen.queryByText("Token expired")).toBeNull();
  });

  it("says on /sign-in that the session expired, and signing in leads back to the section the user was on", async () => {
    const user = userEvent.setup();
    const expired = () => Response.json({ error: "token expired" }, { status: 401 });
    // The old tokens are refused; the ones a new sign-in gives are not.
    const fresh = (request: Request) => request.headers.get("Authorization") === "Bearer access-2";
    const { router } = renderApp({
      path: "/dashboard?section=vouchers",
      storage: memoryStorage({
        token: "old",
        refresh_token: "old-refresh",
        user: JSON.stringify({ ID: 12, username: "Amira Haddad", admin: false }),
      }),
      api: {
        "GET /v1/user/balance": (request) =>
          fresh(request) ? ok({ balance_usd: 12, debt_usd: 0, pending_balance_usd: 0 }) : expired(),
        "POST /v1/user/refresh": () => Response.json({ error: "refresh token expired" }, { status: 401 }),
        "POST /v1/user/login": () => ok({ access_token: "access-2", refresh_token: "refresh-2" }, 201),
        "GET /v1/user/": (request) => (fresh(request) ? ok({ user: buildUser() }) : expired()),
      },
    });
    await waitFor(() => expect(router.location.pathname).toBe("/sign-in"));
    const why = await screen.findByRole("status", { name: "Your session has expired" });
    expect(why).toHaveTextContent("Sign in again to go back to where you were.");
    expect(screen.queryByText("Error")).toBeNull();

    await user.type(screen.getByRole("textbox", { name: /email/i }), "amira@example.com");
    await user.type(screen.getByLabelText(/^Password/), "Str0ng!Pass");
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    await waitFor(() =>
      expect(`${router.location.pathname}${router.location.search}`).toBe("/dashboard?section=vouchers"),
    );
    expect(await screen.findByRole("heading", { level: 2, name: "Vouchers" })).toBeInTheDocument();
  });

  it("says nothing of an expiry to a guest who simply opens /sign-in", async () => {
    renderApp({ path: "/sign-in" });
    expect(await screen.findByRole("heading", { name: "Welcome back!" })).toBeInTheDocument();
    expect(screen.queryByText("Your session has expired")).toBeNull();
  });
});
