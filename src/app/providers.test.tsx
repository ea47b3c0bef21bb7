import { createMemoryTokenStore, createKubeCloudClient } from "@kubecloud/sdk";
import { act, render } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { useSession } from "../lib/session/session-context.ts";
import { createSessionStore } from "../lib/session/session-store.ts";
import { useHydrated } from "../lib/use-hydrated.ts";
import { memoryStorage } from "../test/storage.ts";
import { Providers } from "./providers.tsx";
import { createQueryClient } from "./query-client.ts";

let rendered: string[] = [];

function Probe() {
  const hydrated = useHydrated();
  const { signedIn } = useSession();
  const text = `${hydrated ? "hydrated" : "hydrating"}, ${signedIn ? "signed in" : "guest"}`;
  rendered.push(text);
  return <p>{text}</p>;
}

function app(hydrating: boolean) {
  const session = createSessionStore(memoryStorage());
  session.setTokens({ accessToken: "a", refreshToken: "r" });
  const api = createKubeCloudClient({ baseUrl: "http://api.test/api", tokens: createMemoryTokenStore() });
  return (
    <Providers services={{ api, session, queryClient: createQueryClient() }} env="test" hydrating={hydrating}>
      <Probe />
    </Providers>
  );
}

describe("Providers", () => {
  it("render prerendered HTML as a guest, hydrate it as such, then show the stored session", async () => {
    const host = document.createElement("div");
    host.innerHTML = renderToString(app(true));
    expect(host.textContent).toBe("hydrating, guest");

    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(host, app(true), { onRecoverableError: (error) => errors.push(error) });
      await Promise.resolve();
    });
    expect(errors).toEqual([]); // the hydration matched the HTML
    expect(host.textContent).toBe("hydrated, signed in");
  });

  it("are hydrated from the start in a render that hydrates nothing", () => {
    rendered = [];
    render(app(false));
    expect(new Set(rendered)).toEqual(new Set(["hydrated, signed in"])); // never a guest on the way
  });
});
