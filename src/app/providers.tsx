import "./styles/first-load.ts";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import type { KubeCloudClient } from "@kubecloud/sdk";
import { startTransition, useEffect, useMemo, useState, type ReactNode } from "react";
import { ApiContext } from "../lib/api-context.ts";
import { guardWrites, maintenanceWatch } from "../lib/maintenance-guard.ts";
import { SessionContext } from "../lib/session/session-context.ts";
import type { SessionStore } from "../lib/session/session-store.ts";
import { HydratedContext } from "../lib/use-hydrated.ts";
import { defaultColorScheme, theme } from "../theme.ts";
import { ThemeProvider } from "./ThemeProvider.tsx";

export interface AppServices {
  api: KubeCloudClient;
  session: SessionStore;
  queryClient: QueryClient;
}

interface ProvidersProps {
  services: AppServices;
  children: ReactNode;
  env?: "test";
  /** Rendering prerendered HTML (at build time) or hydrating it: `useHydrated()` is false until hydrated. */
  hydrating?: boolean;
}

/** Theme, server state, the API client and the session. Tests pass their own services. (Toasts: RootLayout.) */
export function Providers({ services, children, env, hydrating = false }: ProvidersProps) {
  const [hydrated, setHydrated] = useState(!hydrating);
  // Runs once the whole tree is hydrated (a parent's effects run after its children's).
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  // Screens get the client that stops a signed-in user's changes while maintenance is on (lib/maintenance-guard.ts).
  const { api: client, queryClient } = services;
  const api = useMemo(() => guardWrites(client, maintenanceWatch(client, queryClient)), [client, queryClient]);
  return (
    <ThemeProvider theme={theme} defaultColorScheme={defaultColorScheme} env={env}>
      <QueryClientProvider client={services.queryClient}>
        <ApiContext.Provider value={api}>
          <SessionContext.Provider value={services.session}>
            <HydratedContext.Provider value={hydrated}>{children}</HydratedContext.Provider>
          </SessionContext.Provider>
        </ApiContext.Provider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
