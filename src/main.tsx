import { createKubeCloudClient } from "@kubecloud/sdk";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router-dom";
import { Providers } from "./app/providers.tsx";
import { createQueryClient } from "./app/query-client.ts";
import { routes } from "./app/routes.tsx";
import { sessionExpiredHandler } from "./app/session-expiry.ts";
import { readEnv } from "./config/env.ts";
import { createSessionStore } from "./features/session/session-store.ts";

const session = createSessionStore(window.localStorage);
const queryClient = createQueryClient();
const router = createBrowserRouter(routes);
const api = createKubeCloudClient({
  baseUrl: readEnv().apiBaseUrl,
  tokens: session,
  onSessionExpired: sessionExpiredHandler(queryClient, router),
});

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <Providers services={{ api, session, queryClient }}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
