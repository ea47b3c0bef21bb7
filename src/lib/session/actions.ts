import type { QueryClient } from "@tanstack/react-query";
import type { KubeCloudClient, TokenPair } from "@kubecloud/sdk";
import type { SessionStore } from "./session-store.ts";
import { forgetDashboardSection } from "../dashboard-section.ts";
import { accountQueries } from "../queries/account.ts";

interface Deps {
  api: KubeCloudClient;
  session: SessionStore;
  queryClient: QueryClient;
}

/** Stores a token pair, then loads and stores the user (product-rules §4: login stores both tokens, then loads the user). */
export async function startSession({ api, session, queryClient }: Deps, tokens: TokenPair) {
  session.setTokens({ accessToken: tokens.access_token, refreshToken: tokens.refresh_token });
  return reloadUser({ api, session, queryClient });
}

/** Reloads the user record (after a user-type live event). */
export async function reloadUser({ api, session, queryClient }: Deps) {
  const user = await queryClient.fetchQuery({ ...accountQueries.user(api), staleTime: 0 });
  session.setUser(user);
  return user;
}

/** Logout: clears the user, the tokens and every cached server answer, notifications included (product-rules §4). */
export function endSession({ session, queryClient }: Pick<Deps, "session" | "queryClient">) {
  session.signOut();
  queryClient.clear();
  forgetDashboardSection();
}
