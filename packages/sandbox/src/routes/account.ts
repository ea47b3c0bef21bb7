// The signed-in user: profile, password change and SSH keys.
import { userView } from "../accounts.ts";
import { envelope, envError, internalError } from "../http.ts";
import { pendingTft, tftToUsd } from "../money.ts";
import { notify } from "../notify.ts";
import type { SandboxContext } from "../context.ts";
import type { HandlerModule, Handlers } from "../operation.ts";
import { hashPassword } from "../passwords.ts";
import { isAuthorizedKey } from "../sshkeys.ts";
import { findUser, findUserByEmail, nextId } from "../store.ts";
import { isoTime } from "../time.ts";

/** The signed-in user and their password. */
function profileHandlers(ctx: SandboxContext): Handlers {
  return {
    getCurrentUser: {
      handle(c, input) {
        const user = findUser(ctx.state, input.auth.user_id);
        if (!user) return envError(c, 404, "User is not found");
        return envelope(c, 200, "User is retrieved successfully", {
          user: { ...userView(user), pending_balance_usd: tftToUsd(pendingTft(ctx.state, user.id)) },
        });
      },
    },

    changePassword: {
      async handle(c, input) {
        const { body, auth: me } = input;
        const target = findUserByEmail(ctx.state, body.email);
        // The server changes whichever account `email` names; the sandbox only lets a session change its
        // own account (a reset session is the account whose code was verified), and answers like an
        // unknown email otherwise.
        if (!target || target.id !== me.user_id) return internalError(c);
        target.passwordHash = await hashPassword(body.password);
        target.updatedAt = isoTime(ctx.clock.now());
        ctx.changed();
        notify(ctx, me.user_id, {
          type: "user",
          severity: "success",
          subject: "Your password was changed",
          message: "The password of your KubeCloud account was changed. If this was not you, reset your password now.",
          status: "password_changed",
          persist: true,
        });
        return envelope(c, 202, "password is updated successfully");
      },
    },
  };
}

/** The user's SSH keys. */
function sshKeyHandlers(ctx: SandboxContext): Handlers {
  return {
    listSshKeys: {
      handle(c, input) {
        const keys = ctx.state.sshKeys.filter((key) => key.UserID === input.auth.user_id);
        return envelope(c, 200, "SSH keys retrieved successfully", keys);
      },
    },

    addSshKey: {
      handle(c, input) {
        const { body } = input;
        const userId = input.auth.user_id;
        if (!isAuthorizedKey(body.public_key)) return envError(c, 400, "Validation Error", "invalid SSH key format");
        const mine = ctx.state.sshKeys.filter((key) => key.UserID === userId);
        if (mine.some((key) => key.name === body.name || key.public_key.trim() === body.public_key.trim())) {
          return envError(c, 400, "Duplicate SSH key", "SSH key name or public key already exists for this user.");
        }
        const now = isoTime(ctx.clock.now());
        const key = {
          ID: nextId(ctx.state, "sshKey"),
          UserID: userId,
          name: body.name,
          public_key: body.public_key,
          created_at: now,
          updated_at: now,
        };
        ctx.state.sshKeys.push(key);
        ctx.changed();
        notify(ctx, userId, {
          type: "user",
          severity: "success",
          subject: "New SSH key added",
          message: `SSH key '${key.name}' was added to your account.`,
          status: "ssh_key_added",
          persist: true,
        });
        return envelope(c, 201, "SSH key added successfully", key);
      },
    },

    deleteSshKey: {
      invalid: (c) => envError(c, 400, "Invalid request", "invalid SSH key ID format"),
      handle(c, input) {
        const userId = input.auth.user_id;
        const key = ctx.state.sshKeys.find((k) => k.ID === input.path.ssh_key_id && k.UserID === userId);
        if (!key) return envError(c, 404, "Not Found", "SSH key not found");
        ctx.state.sshKeys = ctx.state.sshKeys.filter((k) => k !== key);
        ctx.changed();
        notify(ctx, userId, {
          type: "user",
          severity: "success",
          subject: "SSH key deleted",
          message: `SSH key '${key.name}' was deleted from your account.`,
          status: "ssh_key_deleted",
          persist: true,
        });
        return envelope(c, 200, "SSH key deleted successfully");
      },
    },
  };
}

export const accountRoutes: HandlerModule = (ctx) => ({
  ...profileHandlers(ctx),
  ...sshKeyHandlers(ctx),
});
