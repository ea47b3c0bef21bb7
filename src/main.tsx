import { createKubeCloudClient } from "@kubecloud/sdk";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import { AppRoutes } from "./app/AppRoutes.tsx";
import { Providers } from "./app/providers.tsx";
import { createQueryClient } from "./app/query-client.ts";
import { routes } from "./app/routes.tsx";
import { createSessionExpiry } from "./app/session-expiry.ts";
import { readEnv } from "./config/env.ts";
import { createSessionStore } from "./lib/session/session-store.ts";

const session = createSessionStore(window.localStorage);
const queryClient = createQueryClient();
const sessionExpiry = createSessionExpiry();
const api = createKubeCloudClient({
  baseUrl: readEnv().apiBaseUrl,
  tokens: session,
  onSessionExpired: sessionExpiry.notify,
});

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <Providers services={{ api, session, queryClient }}>
      {/* Navigations render at once, not as transitions: a screen still loading shows the layout's spinner,
          and signing out can leave a protected page before the session is cleared (useSignOut). */}
      <BrowserRouter useTransitions={false}>
        <AppRoutes routes={routes} sessionExpiry={sessionExpiry} />
      </BrowserRouter>
    </Providers>
  </StrictMode>,
);
