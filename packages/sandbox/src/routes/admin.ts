// Admin routes: users, credits, mail (recorded, never sent), invoices, pending records and vouchers.
import { userView } from "../accounts.ts";
import { envelope, envError, internalError, invalidRequest } from "../http.ts";
import { pendingRecordView, tftToUsd } from "../money.ts";
import { notify } from "../notify.ts";
import type { SandboxContext } from "../context.ts";
import type { HandlerModule, Handlers } from "../operation.ts";
import { startAdminCredit } from "../payments.ts";
import { findUser, nextId } from "../store.ts";
import { isoTime } from "../time.ts";

const ATTACHMENT_TYPES = /\.(pdf|doc|docx|txt|jpg|jpeg|png|gif|zip)$/i;
const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;
/** The server has no upper bound; the sandbox keeps a batch reasonable. */
const MAX_VOUCHERS = 10_000;

/** Listing, deleting and crediting users, and mail to all of them. */
function userAdminHandlers(ctx: SandboxContext): Handlers {
  return {
    listUsers: {
      handle(c) {
        const users = ctx.state.users.map((user) => ({ ...userView(user), balance: tftToUsd(user.chainTft) }));
        return envelope(c, 200, "Users are retrieved successfully", { users });
      },
    },

    deleteUser: {
      invalid(c) {
        const raw = c.req.param("user_id") ?? "";
        // Id 0 makes the server's handler panic: gin answers 500 with an empty body.
        if (/^[+-]?0+$/.test(raw)) return c.body(null, 500);
        if (/^[+-]?\d+$/.test(raw)) return envError(c, 404, "User not found");
        return envError(c, 400, "Invalid user ID", `strconv.Atoi: parsing "${raw}": invalid syntax`);
      },
      handle(c, input) {
        const id = input.path.user_id;
        if (id === input.auth.user_id) return envError(c, 403, "Admins cannot delete their own account");
        const user = findUser(ctx.state, id);
        if (!user) return envError(c, 404, "User not found");
        // Only the user row goes: clusters, keys and rent contracts stay, as on the server.
        ctx.state.users = ctx.state.users.filter((u) => u !== user);
        ctx.changed();
        ctx.log(`user ${user.email} (${user.id}) deleted`);
        return envelope(c, 200, "User is deleted successfully");
      },
    },

    creditUser: {
      invalid: (c, failure) =>
        failure.in === "body" ? invalidRequest(c, failure.text) : envError(c, 400, "Invalid user ID format"),
      handle(c, input) {
        const { body } = input;
        const user = findUser(ctx.state, input.path.user_id);
        // An unknown user is a 500 on the server.
        if (!user) return internalError(c);
        startAdminCredit(ctx, input.auth.user_id, user.id, body.amount, body.memo);
        return envelope(c, 202, "Transaction is created successfully, Money transfer is in progress", {
          user: user.email,
          amount: body.amount,
          memo: body.memo,
        });
      },
    },

    mailAllUsers: {
      handle(c, input) {
        const form = input.body;
        // A rejected attachment is a generic 500 on the server, not a 400.
        if (form.attachments.some((file) => !ATTACHMENT_TYPES.test(file.name) || file.size > MAX_ATTACHMENT_BYTES))
          return internalError(c);
        const recipients = ctx.state.users.map((user) => user.email);
        ctx.state.mails.push({
          subject: form.subject,
          body: form.body,
          attachments: form.attachments.map((f) => ({ name: f.name, size: f.size })),
          recipients,
          sentAt: isoTime(ctx.clock.now()),
        });
        ctx.changed();
        ctx.log(`mail to ${recipients.length} users: ${form.subject}`);
        return envelope(c, 200, "Mail sent successfully to all users", {
          total_users: recipients.length,
          successful_emails: recipients.length,
          failed_emails_count: 0,
        });
      },
    },
  };
}

/** Every user's invoices and pending records. */
function billingAdminHandlers(ctx: SandboxContext): Handlers {
  return {
    listAllInvoices: {
      handle: (c) => envelope(c, 200, "Invoices are retrieved successfully", { invoices: ctx.state.invoices }),
    },

    listAllPendingRecords: {
      handle(c) {
        const records = ctx.state.pendingRecords.map((r) => pendingRecordView(ctx.state, r));
        return envelope(c, 200, "Pending records are retrieved successfully", {
          pending_records: records.length ? records : null,
        });
      },
    },
  };
}

/** Generating and listing vouchers. */
function voucherAdminHandlers(ctx: SandboxContext): Handlers {
  return {
    generateVouchers: {
      handle(c, input) {
        const { body } = input;
        if (body.count > MAX_VOUCHERS)
          return invalidRequest(
            c,
            "Key: 'GenerateVouchersInput.Count' Error:Field validation for 'Count' failed on the 'max' tag",
          );
        const now = ctx.clock.now();
        const date = new Date(now);
        const suffix = `${String(date.getUTCMinutes()).padStart(2, "0")}${String(date.getUTCSeconds()).padStart(2, "0")}`;
        const vouchers = Array.from({ length: body.count }, () => ({
          id: nextId(ctx.state, "voucher"),
          code: `${ctx.rng.alphanumeric(8)}-${suffix}`,
          value: body.value,
          redeemed: false,
          created_at: isoTime(now),
          expires_at: isoTime(now + body.expire_after_days * 86_400_000),
        }));
        ctx.state.vouchers.push(...vouchers);
        ctx.changed();
        notify(ctx, input.auth.user_id, {
          type: "billing",
          severity: "success",
          subject: "Vouchers Generated",
          message: `${body.count} vouchers generated successfully.`,
          status: "succeeded",
        });
        return envelope(c, 201, "Vouchers are generated successfully", { vouchers });
      },
    },

    listVouchers: {
      handle: (c) => envelope(c, 200, "Vouchers are Retrieved successfully", { vouchers: ctx.state.vouchers }),
    },
  };
}

export const adminRoutes: HandlerModule = (ctx) => ({
  ...userAdminHandlers(ctx),
  ...billingAdminHandlers(ctx),
  ...voucherAdminHandlers(ctx),
});
