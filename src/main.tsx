import "@mantine/core/styles.css";
import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createKubeCloudClient, createStorageTokenStore } from "@kubecloud/sdk";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App.tsx";
import { env } from "./config/env.ts";
import { ApiContext } from "./lib/api-context.ts";
import { cssVariablesResolver, theme } from "./theme.ts";

const api = createKubeCloudClient({ baseUrl: env.apiBaseUrl, tokens: createStorageTokenStore(window.localStorage) });
const queryClient = new QueryClient();

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="dark">
      <QueryClientProvider client={queryClient}>
        <ApiContext.Provider value={api}>
          <App />
        </ApiContext.Provider>
      </QueryClientProvider>
    </MantineProvider>
  </StrictMode>,
);
