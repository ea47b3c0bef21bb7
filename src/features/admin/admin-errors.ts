import { isKubeCloudError, messages, type authMiddlewareErrorErrorValues } from "@kubecloud/sdk";
import { showToast } from "../../components/feedback/toasts.tsx";
import { errorText } from "../../lib/error-text.ts";

/** The admin guard's refusal of a token without the admin right (typed by the contract's list of texts). */
const ADMIN_REQUIRED: (typeof authMiddlewareErrorErrorValues)[number] = "Admin access required";

/** The session ended because the admin guard refused this account even with a fresh token. */
export function lostAdminAccess(error: unknown): boolean {
  return (
    isKubeCloudError(error) &&
    error.code === messages.errors.tokenExpiredCode &&
    isKubeCloudError(error.cause) &&
    error.cause.status === 403 &&
    error.cause.serverText === ADMIN_REQUIRED
  );
}

/**
 * Runs an admin call. A 403 from the admin guard makes the SDK refresh the token and retry; refused again,
 * the session ends silently and the app goes to /sign-in (product-rules §4). This says why, once, so the
 * admin is not left wondering. The handler's own 403s ("Admins cannot delete their own account") are
 * ordinary failures that the screen shows where the admin acted.
 */
export async function asAdmin<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (lostAdminAccess(error)) {
      showToast({
        id: "admin-access-lost",
        severity: "error",
        title: ADMIN_REQUIRED,
        message: "This account may not use the admin panel, so it was signed out. Sign in as an administrator.",
      });
    }
    throw error;
  }
}

/** A list that could not be loaded: what, and why. */
export function loadFailure(what: string, error: unknown): string {
  return `Could not load the ${what}. ${errorText(error)}`;
}
