import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { isKubeCloudError } from "@kubecloud/sdk";
import { showErrorToast, startLoadingToast } from "../components/feedback/deferred-toasts.ts";

declare module "@tanstack/react-query" {
  interface Register {
    queryMeta: {
      /** false: the screen shows this failure itself, so no error toast. */
      errorToast?: boolean;
    };
    mutationMeta: {
      /** Shown in a loading toast if the mutation runs longer than 500 ms (product-rules §4). */
      loadingMessage?: string;
      /** false: the caller handles the error (for example next to a form field), so no error toast. */
      errorToast?: boolean;
    };
  }
}

/** Never retry what the server refused (4xx); retry other failures once. */
function retry(failures: number, error: unknown): boolean {
  if (isKubeCloudError(error) && error.status >= 400 && error.status < 500) return false;
  return failures < 1;
}

/**
 * The app's query client: server state lives here. Failed calls get the "Error" toast unless the error
 * is silent or the caller said it shows the failure itself (meta.errorToast === false).
 */
export function createQueryClient(): QueryClient {
  const loading = new Map<number, () => void>();
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.errorToast !== false) showErrorToast(error);
      },
    }),
    mutationCache: new MutationCache({
      onMutate: (_variables, mutation) => {
        const message = mutation.meta?.loadingMessage;
        if (!message) return;
        loading.set(mutation.mutationId, startLoadingToast(message));
      },
      onSettled: (_data, _error, _variables, _result, mutation) => {
        loading.get(mutation.mutationId)?.();
        loading.delete(mutation.mutationId);
      },
      onError: (error, _variables, _result, mutation) => {
        if (mutation.meta?.errorToast !== false) showErrorToast(error);
      },
    }),
    defaultOptions: {
      queries: { retry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
