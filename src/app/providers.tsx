import "./styles/first-load.ts";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import type { KubeCloudClient } from "@kubecloud/sdk";
import { Suspense, type ReactNode } from "react";
import { ApiContext } from "../lib/api-context.ts";
import { SessionContext } from "../lib/session/session-context.ts";
import type { SessionStore } from "../lib/session/session-store.ts";
import { useHydrated } from "../lib/use-hydrated.ts";
import { defaultColorScheme, theme } from "../theme.ts";
import { ThemeProvider } from "./ThemeProvider.tsx";
import { Toasts } from "./toasts-chunk.ts";

export interface AppServices {
  api: KubeCloudClient;
  session: SessionStore;
  queryClient: QueryClient;
}

/** Theme, toasts, server state, the API client and the session. Tests pass their own services. */
export function Providers({ services, children, env }: { services: AppServices; children: ReactNode; env?: "test" }) {
  const hydrated = useHydrated();
  return (
    <ThemeProvider theme={theme} defaultColorScheme={defaultColorScheme} env={env}>
      {hydrated && (
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
      )}
      <QueryClientProvider client={services.queryClient}>
        <ApiContext.Provider value={services.api}>
          <SessionContext.Provider value={services.session}>{children}</SessionContext.Provider>
        </ApiContext.Provider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
