import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useApi } from "../../lib/api-context.ts";
import { accountQueries } from "../../lib/queries/account.ts";
import { useSessionStore } from "../../lib/session/session-context.ts";
import type { AdminSignInValues } from "./schemas.ts";

/** The account signed in fine but is not an administrator. */
export class NotAnAdminError extends Error {
  constructor() {
    super("This account is not an administrator. Only administrators can sign in while maintenance is on.");
    this.name = "NotAnAdminError";
  }
}

/**
 * Signs in from the maintenance page, for administrators only (product-rules §2): the account is checked
 * with the new token before anything is stored, so anyone else gets no session at all while maintenance
 * is on, and the tokens are dropped unused.
 */
export function useAdminSignIn() {
  const api = useApi();
  const session = useSessionStore();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: AdminSignInValues) => {
      const tokens = await api.call("post", "/v1/user/login", { body });
      const { user } = await api.call("get", "/v1/user/", { token: tokens.access_token });
      if (!user.admin) throw new NotAnAdminError();
      session.setTokens({ accessToken: tokens.access_token, refreshToken: tokens.refresh_token });
      session.setUser(user);
      queryClient.setQueryData(accountQueries.user(api).queryKey, user);
      return user;
    },
    meta: { errorToast: false },
  });
}
