import "./styles/first-load.ts";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import type { KubeCloudClient } from "@kubecloud/sdk";
import { startTransition, Suspense, useEffect, useState, type ReactNode } from "react";
import { ApiContext } from "../lib/api-context.ts";
import { SessionContext } from "../lib/session/session-context.ts";
import type { SessionStore } from "../lib/session/session-store.ts";
import { HydratedContext } from "../lib/use-hydrated.ts";
import { defaultColorScheme, theme } from "../theme.ts";
import { ThemeProvider } from "./ThemeProvider.tsx";
import { Toasts } from "./toasts-chunk.ts";

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

/** Theme, toasts, server state, the API client and the session. Tests pass their own services. */
export function Providers({ services, children, env, hydrating = false }: ProvidersProps) {
  const [hydrated, setHydrated] = useState(!hydrating);
  // Runs once the whole tree is hydrated (a parent's effects run after its children's).
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return (
    <ThemeProvider theme={theme} defaultColorScheme={defaultColorScheme} env={env}>
      {hydrated && (
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
      )}
      <QueryClientProvider client={services.queryClient}>
        <ApiContext.Provider value={services.api}>
          <SessionContext.Provider value={services.session}>
            <HydratedContext.Provider value={hydrated}>{children}</HydratedContext.Provider>
          </SessionContext.Provider>
        </ApiContext.Provider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
