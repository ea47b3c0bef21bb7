// Money in: card charges (Stripe test tokens), vouchers and admin credits. Each credits the user's
// balance and creates a pending record that the settlement job then moves to the chain account.
import type { Voucher } from "@kubecloud/sdk";
import type { SandboxContext } from "./context.ts";
import { addPendingRecord, balanceOf, usdToMills } from "./money.ts";
import { notify } from "./notify.ts";
import { findUser, type UserRecord } from "./store.ts";
import { runWorkflow } from "./workflows.ts";

/** Test tokens that Stripe refuses when the payment method is attached: the request itself fails (402). */
export const REFUSED_TOKENS: Record<string, { code: string; message: string }> = {
  tok_chargeDeclinedExpiredCard: { code: "expired_card", message: "Your card has expired." },
  tok_chargeDeclinedProcessingError: {
    code: "processing_error",
    message: "An error occurred while processing your card. Try again in a little bit.",
  },
};

/** Test tokens whose charge is declined later, inside the workflow (a billing error event). */
export const DECLINED_TOKENS: Record<string, string> = {
  tok_chargeDeclined: "Your card was declined.",
  tok_chargeDeclinedInsufficientFunds: "Your card has insufficient funds.",
  tok_chargeDeclinedFraudulent: "Your card was declined.",
  tok_chargeDeclinedIncorrectCvc: "Your card's security code is incorrect.",
  tok_chargeCustomerFail: "Your card was declined.",
};

const dollars = (usd: number) => usd.toFixed(2);

/** The error event (and notification) of a top-up whose workflow failed. */
const notifyFundsFailed = (ctx: SandboxContext, user: UserRecord, payload: Record<string, string>) =>
  void notify(ctx, user.id, {
    type: "billing",
    severity: "error",
    subject: "Adding Funds Failed",
    message: "Failed to add funds to your account",
    status: "funds_failed",
    persist: true,
    payload,
  });

export function startCharge(ctx: SandboxContext, user: UserRecord, amount: number, token: string) {
  const fail = (error: Error) =>
    notifyFundsFailed(ctx, user, { error: error.message, amount: dollars(amount), workflow_name: "charge-balance" });
  return runWorkflow(ctx, {
    name: "charge-balance",
    userId: user.id,
    steps: [
      {
        name: "create_payment_intent",
        ms: 1500,
        run: () => {
          const declined = DECLINED_TOKENS[token];
          if (declined) throw new Error(declined);
        },
      },
      { name: "update_user_balance", ms: 500, run: () => void (user.creditCardBalance += usdToMills(amount)) },
      { name: "create_pending_record", ms: 500, run: () => void addPendingRecord(ctx, user, amount, "charge_balance") },
    ],
    onSuccess: () => {
      const balance = balanceOf(ctx.state, user);
      const next = balance.balance_usd + balance.pending_balance_usd - balance.debt_usd;
      notify(ctx, user.id, {
        type: "billing",
        severity: "success",
        subject: "Adding Funds Succeeded",
        message: `Funds were added successfully to your account. Amount added: $${dollars(amount)}. New balance will be: $${dollars(next)}.`,
        status: "funds_succeeded",
        persist: true,
        payload: { amount: dollars(amount), balance: dollars(next), workflow_name: "charge-balance" },
      });
    },
    onFailure: fail,
  });
}

export function startRedeem(ctx: SandboxContext, user: UserRecord, voucher: Voucher) {
  return runWorkflow(ctx, {
    name: "redeem-voucher",
    userId: user.id,
    steps: [
      {
        name: "update-credited-balance",
        ms: 1000,
        run: () => void (user.creditedBalance += usdToMills(voucher.value)),
      },
      {
        name: "create_pending_record",
        ms: 500,
        run: () => void addPendingRecord(ctx, user, voucher.value, "redeem_voucher"),
      },
    ],
    onSuccess: () =>
      void notify(ctx, user.id, {
        type: "billing",
        severity: "success",
        subject: "Voucher Redeemed",
        message: "Voucher redeemed successfully.",
        status: "voucher_redeemed",
        persist: true,
        payload: { amount: String(voucher.value), workflow_name: "redeem-voucher" },
      }),
    onFailure: (error) => notifyFundsFailed(ctx, user, { error: error.message, workflow_name: "redeem-voucher" }),
  });
}

/** The admin hears about the transfer; the user only gets an email (persisted, never pushed live). */
export function startAdminCredit(ctx: SandboxContext, adminId: number, userId: number, amount: number, memo: string) {
  const target = () => {
    const user = findUser(ctx.state, userId);
    if (!user) throw new Error("user not found");
    return user;
  };
  return runWorkflow(ctx, {
    name: "admin-credit-balance",
    userId: adminId,
    steps: [
      { name: "update-credited-balance", ms: 1000, run: () => void (target().creditedBalance += usdToMills(amount)) },
      {
        name: "create_pending_record",
        ms: 500,
        run: () => void addPendingRecord(ctx, target(), amount, "admin_credit"),
      },
    ],
    onSuccess: () => {
      const user = target();
      notify(ctx, adminId, {
        type: "billing",
        severity: "success",
        subject: "Money transfer to user's account succeeded",
        message: `$${dollars(amount)} was credited to ${user.email}.`,
        status: "succeeded",
        persist: true,
        payload: { amount: dollars(amount), workflow_name: "admin-credit-balance" },
      });
      notify(ctx, user.id, {
        type: "billing",
        severity: "success",
        subject: "Your Account Has Been Credited",
        message: `Your account has been credited with $${dollars(amount)}. Memo: ${memo}`,
        status: "succeeded",
        persist: true,
        ui: false,
        payload: { amount: dollars(amount), workflow_name: "admin-credit-balance" },
      });
      ctx.log(`mail to ${user.email}: your account has been credited with $${dollars(amount)}`);
    },
    onFailure: (error) =>
      // The server reports status "succeeded" on this failure too.
      void notify(ctx, adminId, {
        type: "billing",
        severity: "error",
        subject: "Money transfer to user's account failed",
        message: `Money transfer to user ${userId} failed`,
        status: "succeeded",
        persist: true,
        payload: { error: error.message, workflow_name: "admin-credit-balance" },
      }),
  });
}
