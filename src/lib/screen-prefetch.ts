import type { QueryClient } from "@tanstack/react-query";
import type { KubeCloudClient } from "@kubecloud/sdk";

/** What a screen may start before it first renders: the first requests its page makes, for this URL. */
export interface ScreenPrefetch {
  api: KubeCloudClient;
  queryClient: QueryClient;
  search: URLSearchParams;
}

/**
 * A screen component may carry `prefetch`: the app calls it as soon as the screen's code is here, before it
 * hydrates or renders the page (src/main.tsx), so the page's first request travels while the rest of the code
 * loads and runs, like a route loader that the route does not wait for.
 */
export interface Prefetching {
  prefetch?: (context: ScreenPrefetch) => void;
}
