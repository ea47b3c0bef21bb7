import { isKubeCloudError, KubeCloudError, type ResetCodeVerifyInput, type TokenPair } from "@kubecloud/sdk";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useApi } from "../../lib/api-context.ts";
import { startSession } from "../../lib/session/actions.ts";
import { useSessionStore } from "../../lib/session/session-context.ts";
import type { ResetSession } from "../../lib/session/session-store.ts";
import type { ResetPasswordValues, SignInValues, SignUpValues, VerifyValues } from "./schemas.ts";
import { texts } from "../../config/texts.ts";

// Every call here shows its own failure in the form (meta.errorToast: false), so no toast repeats it.

function useSessionDeps() {
  return { api: useApi(), session: useSessionStore(), queryClient: useQueryClient() };
}

type Deps = ReturnType<typeof useSessionDeps>;

/**
 * Stores the tokens, then loads the user. If only the user record fails to load, the tokens still
 * work (the query layer has already reported the failure), so the caller carries on signed in.
 */
async function beginSession(deps: Deps, tokens: TokenPair) {
  try {
    await startSession(deps, tokens);
  } catch (error) {
    if (deps.session.getAccessToken() === null) throw error;
  }
}

/** POST /v1/user/login, then the session. */
export function useSignIn() {
  const deps = useSessionDeps();
  return useMutation({
    mutationFn: async (body: SignInValues) =>
      beginSession(deps, await deps.api.call("post", "/v1/user/login", { body })),
    meta: { errorToast: false },
  });
}

/**
 * POST /v1/user/register: starts the registration and emails a code. Resending a code re-posts the
 * registration kept in memory, with its own loading message.
 */
export function useRegister(loadingMessage: string = texts.loading.creatingAccount) {
  const api = useApi();
  return useMutation({
    mutationFn: (body: SignUpValues) => api.call("post", "/v1/user/register", { body }),
    meta: { loadingMessage, errorToast: false },
  });
}

/** POST /v1/user/register/verify: the answer carries a token pair, so the session starts right away. */
export function useVerifyRegistration() {
  const deps = useSessionDeps();
  return useMutation({
    mutationFn: async (body: VerifyValues) => {
      await beginSession(deps, await deps.api.call("post", "/v1/user/register/verify", { body }));
      deps.session.markNewAccount(); // its dashboard says welcome, not "welcome back"
    },
    meta: { errorToast: false },
  });
}

/** POST /v1/user/forgot_password: emails a reset code. */
export function useSendResetCode() {
  const api = useApi();
  return useMutation({
    mutationFn: async (email: string) => {
      try {
        await api.call("post", "/v1/user/forgot_password", { body: { email } });
      } catch (error) {
        // The server answers 404 for an email it does not know. Saying so would tell anyone which emails have
        // accounts, so an unknown email reads exactly like a known one (our rule, product-rules §5).
        if (!(isKubeCloudError(error) && error.status === 404)) throw error;
      }
    },
    meta: { loadingMessage: texts.loading.sendingResetCode, errorToast: false },
  });
}

/** POST /v1/user/forgot_password/verify: its tokens become the 15-minute reset session for this email. */
export function useVerifyResetCode() {
  const { api, session } = useSessionDeps();
  return useMutation({
    mutationFn: async ({ email, code }: ResetCodeVerifyInput) => {
      try {
        const tokens = await api.call("post", "/v1/user/forgot_password/verify", { body: { email, code } });
        session.startReset({ token: tokens.access_token, refreshToken: tokens.refresh_token, email });
      } catch (error) {
        // A wrong code, an expired one and an unknown email ("record not found") get the same words.
        if (isKubeCloudError(error) && error.status === 400) {
          throw new KubeCloudError({
            ...error,
            message: texts.ui.resetCodeRefused,
            serverText: texts.ui.resetCodeRefused,
          });
        }
        throw error;
      }
    },
    meta: { errorToast: false },
  });
}

/**
 * PUT /v1/user/change_password for the reset session's account: its email (never one from the URL) and
 * its temporary token as the bearer (the SDK does not refresh a token given per call).
 */
export function useResetPassword() {
  const api = useApi();
  return useMutation({
    mutationFn: ({ reset, values }: { reset: ResetSession; values: ResetPasswordValues }) =>
      api.call("put", "/v1/user/change_password", {
        body: { email: reset.email, password: values.password, confirm_password: values.confirm_password },
        token: reset.token,
      }),
    meta: { loadingMessage: texts.loading.updatingPassword, errorToast: false },
  });
}
