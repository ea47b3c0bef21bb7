// Registration, sign-in, refresh and password reset (public routes).
import {
  CODE_TIMEOUT_MINUTES,
  codeExpired,
  isFullyRegistered,
  issueCode,
  startRegistration,
  startVerification,
} from "../accounts.ts";
import { envelope, envError, internalError } from "../http.ts";
import { notify } from "../notify.ts";
import type { SandboxContext } from "../context.ts";
import type { HandlerModule, Handlers } from "../operation.ts";
import { hashPassword, verifyPassword } from "../passwords.ts";
import { findUser, findUserByEmail } from "../store.ts";
import { signToken, tokenPair, verifyToken } from "../tokens.ts";

/** Registering and verifying the registration. */
function registrationHandlers(ctx: SandboxContext): Handlers {
  return {
    register: {
      async handle(c, { body }) {
        const existing = findUserByEmail(ctx.state, body.email);
        if (existing && isFullyRegistered(existing)) return envError(c, 409, "Conflict", "User is already registered");
        const { id } = startRegistration(ctx, {
          name: body.name,
          email: body.email,
          passwordHash: await hashPassword(body.password),
        });
        return envelope(c, 202, "Registration in progress. You can check its status using the workflow id.", {
          workflow_id: id,
          email: body.email,
        });
      },
    },

    verifyRegistration: {
      async handle(c, { body }) {
        const user = findUserByEmail(ctx.state, body.email);
        if (!user) return envError(c, 400, "verification failed", "Make sure you have registered before");
        if (isFullyRegistered(user)) return envError(c, 409, "verification failed", "User is already registered");
        // A user who already verified (but whose setup is unfinished) is not checked again, as on the server.
        if (!user.verified) {
          if (user.codePurpose !== "register" || user.code !== body.code)
            return envError(c, 400, "verification failed", "Invalid verification code");
          if (codeExpired(ctx, user)) return envError(c, 400, "verification failed", "code has expired");
          user.verified = true;
          user.code = 0;
          ctx.changed();
          notify(ctx, user.id, {
            type: "user_registration",
            severity: "success",
            subject: "User email verified",
            message: "User email is verified successfully",
            status: "succeeded",
          });
        }
        const { id } = startVerification(ctx, user);
        const tokens = await tokenPair(ctx.tokens, user);
        return envelope(c, 202, "Verification is in progress", { workflow_id: id, email: user.email, ...tokens });
      },
    },
  };
}

/** Signing in and refreshing the token. */
function sessionHandlers(ctx: SandboxContext): Handlers {
  return {
    login: {
      async handle(c, { body }) {
        const user = findUserByEmail(ctx.state, body.email);
        if (!user) return envError(c, 400, "verification failed", "email or password is incorrect");
        if (!(await verifyPassword(body.password, user.passwordHash)))
          return envError(c, 401, "login failed", "email or password is incorrect");
        // The server's KYC lookup fails for accounts without a chain address (unfinished registrations).
        if (!user.accountAddress) return internalError(c);
        return envelope(c, 201, "token pair generated", await tokenPair(ctx.tokens, user));
      },
    },

    refreshToken: {
      async handle(c, { body }) {
        const claims = await verifyToken(ctx.tokens, body.refresh_token, (id) => findUser(ctx.state, id));
        const user = claims && findUser(ctx.state, claims.user_id);
        if (!claims || claims.typ !== "refresh" || !user)
          return envError(c, 401, "refresh token failed", "Invalid or expired refresh token");
        // As on the server: the new access token gets the refresh lifetime, and no new refresh token.
        return envelope(c, 201, "access token refreshed successfully", {
          access_token: await signToken(ctx.tokens, user, "access", ctx.tokens.refreshSeconds),
        });
      },
    },
  };
}

/** The forgotten-password flow. */
function passwordResetHandlers(ctx: SandboxContext): Handlers {
  return {
    forgotPassword: {
      handle(c, { body }) {
        const user = findUserByEmail(ctx.state, body.email);
        if (!user) return envError(c, 404, "user lookup failed", "failed to get user");
        issueCode(ctx, user, "reset");
        return envelope(c, 200, "Verification code sent", {
          email: user.email,
          timeout: `${CODE_TIMEOUT_MINUTES} minutes`,
        });
      },
    },

    verifyResetCode: {
      async handle(c, { body }) {
        const user = findUserByEmail(ctx.state, body.email);
        if (!user) return envError(c, 400, "Invalid request format", "record not found");
        if (user.codePurpose !== "reset" || user.code !== body.code) return envError(c, 400, "Invalid code");
        if (codeExpired(ctx, user)) return envError(c, 400, "code expired", "verification code has expired");
        // One use only (the server keeps the code; the sandbox is stricter).
        user.code = 0;
        user.codePurpose = "";
        ctx.changed();
        return envelope(c, 201, "Verification successful", await tokenPair(ctx.tokens, user));
      },
    },
  };
}

export const authRoutes: HandlerModule = (ctx) => ({
  ...registrationHandlers(ctx),
  ...sessionHandlers(ctx),
  ...passwordResetHandlers(ctx),
});
