// Balance, card charges, vouchers, invoices and pending records of the signed-in user.
import { envelope, envError } from "../http.ts";
import { balanceOf, pendingRecordView } from "../money.ts";
import type { SandboxContext } from "../context.ts";
import type { HandlerModule, Handlers } from "../operation.ts";
import { REFUSED_TOKENS, startCharge, startRedeem } from "../payments.ts";
import { invoicePdf } from "../pdf.ts";
import { findUser } from "../store.ts";

/** Charging, reading the balance and redeeming a voucher. */
function balanceHandlers(ctx: SandboxContext): Handlers {
  return {
    chargeBalance: {
      handle(c, input) {
        const { body } = input;
        const user = findUser(ctx.state, input.auth.user_id);
        if (!user) return envError(c, 404, "User is not found");
        const refused = REFUSED_TOKENS[body.payment_method_id];
        if (refused) return envError(c, 402, refused.code, refused.message);
        const { id } = startCharge(ctx, user, body.amount, body.payment_method_id);
        return envelope(c, 202, "Charge in progress. You can check its status using the workflow id.", {
          workflow_id: id,
          email: user.email,
        });
      },
    },

    getBalance: {
      handle(c, input) {
        const user = findUser(ctx.state, input.auth.user_id);
        if (!user) return envError(c, 404, "User is not found");
        return envelope(c, 200, "Balance is fetched", balanceOf(ctx.state, user));
      },
    },

    redeemVoucher: {
      ignoreBody: true,
      handle(c, input) {
        const user = findUser(ctx.state, input.auth.user_id);
        if (!user) return envError(c, 404, "User is not found");
        const voucher = ctx.state.vouchers.find((v) => v.code === input.path.voucher_code);
        if (!voucher) return envError(c, 404, "Voucher is not found");
        if (voucher.redeemed) return envError(c, 400, "Voucher is already redeemed");
        if (Date.parse(voucher.expires_at) < ctx.clock.now()) return envError(c, 400, "Voucher is already expired");
        // Marked redeemed at once, before the transfer workflow runs: a voucher redeems only once.
        voucher.redeemed = true;
        ctx.changed();
        const { id } = startRedeem(ctx, user, voucher);
        return envelope(c, 202, "Voucher is redeemed successfully. Money transfer in progress.", {
          workflow_id: id,
          voucher_code: voucher.code,
          amount: voucher.value,
          email: user.email,
        });
      },
    },
  };
}

/** The user's invoices and pending records. */
function invoiceHandlers(ctx: SandboxContext): Handlers {
  return {
    downloadInvoice: {
      invalid(c) {
        const raw = c.req.param("invoice_id") ?? "";
        // Go's Atoi accepts "0" and negative numbers, which then match no invoice.
        if (/^[+-]?\d+$/.test(raw)) return envError(c, 404, "Invoice is not found");
        return envError(c, 400, "Invalid invoice ID", `strconv.Atoi: parsing "${raw}": invalid syntax`);
      },
      async handle(c, input) {
        const userId = input.auth.user_id;
        const invoice = ctx.state.invoices.find((i) => i.id === input.path.invoice_id);
        if (!invoice) return envError(c, 404, "Invoice is not found");
        if (invoice.user_id !== userId) return envError(c, 404, "User is not authorized to download this invoice");
        const user = findUser(ctx.state, userId);
        const pdf = await invoicePdf(invoice, { name: user?.username ?? "", email: user?.email ?? "" });
        return new Response(Buffer.from(pdf), {
          status: 200,
          headers: {
            "Content-Type": "application/pdf",
            "Content-Disposition": `attachment; filename=invoice-${userId}-${invoice.id}.pdf`,
          },
        });
      },
    },

    listInvoices: {
      handle(c, input) {
        const invoices = ctx.state.invoices.filter((i) => i.user_id === input.auth.user_id);
        return envelope(c, 200, "Invoices are retrieved successfully", { invoices });
      },
    },

    listPendingRecords: {
      handle(c, input) {
        const records = ctx.state.pendingRecords
          .filter((r) => r.user_id === input.auth.user_id)
          .map((r) => pendingRecordView(ctx.state, r));
        return envelope(c, 200, "Pending records are retrieved successfully", {
          pending_records: records.length ? records : null,
        });
      },
    },
  };
}

export const billingRoutes: HandlerModule = (ctx) => ({
  ...balanceHandlers(ctx),
  ...invoiceHandlers(ctx),
});
