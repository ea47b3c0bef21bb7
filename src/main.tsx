import { createKubeCloudClient } from "@kubecloud/sdk";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router-dom";
import { Providers } from "./app/providers.tsx";
import { createQueryClient } from "./app/query-client.ts";
import { routes } from "./app/routes.tsx";
import { paths } from "./config/paths.ts";
import { readEnv } from "./config/env.ts";
import { createSessionStore } from "./features/session/session-store.ts";

const session = createSessionStore(window.localStorage);
const queryClient = createQueryClient();
const router = createBrowserRouter(routes);
const api = createKubeCloudClient({
  baseUrl: readEnv().apiBaseUrl,
  tokens: session,
  // The refresh failed: the SDK has cleared the tokens; drop cached data and go to sign-in, silently.
  onSessionExpired: () => {
    queryClient.clear();
    void router.navigate(paths.signIn, { replace: true });
  },
});

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <Providers services={{ api, session, queryClient }}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
