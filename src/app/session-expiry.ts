import type { QueryClient } from "@tanstack/react-query";
import { paths } from "../config/paths.ts";

interface Navigator {
  navigate(to: string, options: { replace: boolean }): unknown;
}

/**
 * What the app does when the SDK reports an expired session (the refresh failed; it has already cleared
 * the tokens): drop every cached answer and go to /sign-in, silently (spec §2, §4).
 */
export function sessionExpiredHandler(queryClient: QueryClient, router: Navigator) {
  return () => {
    queryClient.clear();
    void router.navigate(paths.signIn, { replace: true });
  };
}
