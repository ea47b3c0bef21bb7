// Accounts: the user record as the API shows it, emailed codes (printed to the log instead of mailed),
// and the registration and verification workflows.
import type { User } from "@kubecloud/sdk";
import type { SandboxContext } from "./context.ts";
import { notify } from "./notify.ts";
import { findUserByEmail, nextId, type UserRecord } from "./store.ts";
import { isoTime } from "./time.ts";
import { runWorkflow } from "./workflows.ts";

/** Codes expire this long after they were sent (the server's default mailSender.timeout). Wall-clock time. */
export const CODE_TIMEOUT_MINUTES = 5;

const BASE58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";

/** The user as the API serialises it, without the password hash and the code (which the server leaks). */
export function userView(user: UserRecord): User {
  return {
    ID: user.id,
    stripe_customer_id: user.stripeCustomerId,
    username: user.username,
    email: user.email,
    updated_at: user.updatedAt,
    verified: user.verified,
    admin: user.admin,
    credit_card_balance: user.creditCardBalance,
    credited_balance: user.creditedBalance,
    ssh_key: "",
    debt: user.debt,
    sponsored: user.sponsored,
    account_address: user.accountAddress,
  };
}

/** "Fully registered" as the server defines it. */
export const isFullyRegistered = (user: UserRecord) =>
  user.verified && user.sponsored && user.accountAddress !== "" && user.stripeCustomerId !== "" && user.hasMnemonic;

export function issueCode(ctx: SandboxContext, user: UserRecord, purpose: "register" | "reset"): number {
  user.code = ctx.rng.int(1000, 9998);
  user.codePurpose = purpose;
  user.updatedAt = isoTime(ctx.clock.now());
  ctx.log(`mail to ${user.email}: ${purpose === "register" ? "verification" : "password reset"} code ${user.code}`);
  ctx.changed();
  return user.code;
}

export const codeExpired = (ctx: SandboxContext, user: UserRecord) =>
  ctx.clock.now() > Date.parse(user.updatedAt) + CODE_TIMEOUT_MINUTES * 60_000;

/** `user-registration`: create (or overwrite) the row, then "mail" the code. No events: no user id yet. */
export function startRegistration(ctx: SandboxContext, input: { name: string; email: string; passwordHash: string }) {
  let user: UserRecord | undefined;
  return runWorkflow(ctx, {
    name: "user-registration",
    userId: 0,
    steps: [
      {
        name: "create_user",
        ms: 300,
        run: () => {
          user = findUserByEmail(ctx.state, input.email);
          if (!user) {
            user = newUser(ctx, input.email);
            ctx.state.users.push(user);
          }
          Object.assign(user, {
            username: input.name,
            passwordHash: input.passwordHash,
            updatedAt: isoTime(ctx.clock.now()),
          });
        },
      },
      { name: "send_verification_email", ms: 1000, run: () => void issueCode(ctx, user!, "register") },
      { name: "update_code", ms: 200 },
    ],
  });
}

function newUser(ctx: SandboxContext, email: string): UserRecord {
  return {
    id: nextId(ctx.state, "user"),
    username: "",
    email,
    passwordHash: "",
    verified: false,
    admin: false,
    code: 0,
    codePurpose: "",
    updatedAt: isoTime(ctx.clock.now()),
    stripeCustomerId: "",
    accountAddress: "",
    sponsored: false,
    hasMnemonic: false,
    twinId: 0,
    creditCardBalance: 0,
    creditedBalance: 0,
    debt: 0,
    chainTft: 0,
    sessionVersion: 0,
    accessVersion: 0,
  };
}

/** `user-verification`: chain account and twin, Stripe customer, KYC sponsorship, welcome mail. */
export function startVerification(ctx: SandboxContext, user: UserRecord) {
  return runWorkflow(ctx, {
    name: "user-verification",
    userId: user.id,
    steps: [
      {
        name: "setup_tfchain",
        ms: 2000,
        run: () => {
          if (!user.twinId) user.twinId = nextId(ctx.state, "twin");
          if (!user.accountAddress)
            user.accountAddress = `5${Array.from({ length: 47 }, () => ctx.rng.pick([...BASE58])).join("")}`;
          user.hasMnemonic = true;
        },
      },
      {
        name: "create_stripe_customer",
        ms: 1000,
        run: () => void (user.stripeCustomerId ||= `cus_${ctx.rng.alphanumeric(14)}`),
      },
      { name: "create_kyc_sponsorship", ms: 1000, run: () => void (user.sponsored = true) },
      { name: "send_welcome_email", ms: 500, run: () => ctx.log(`mail to ${user.email}: welcome to KubeCloud`) },
    ],
    onSuccess: () => {
      user.updatedAt = isoTime(ctx.clock.now());
      notify(ctx, user.id, {
        type: "user",
        severity: "success",
        subject: "Account Verified Successfully",
        message: "Your account has been verified successfully",
        status: "succeeded",
      });
    },
    onFailure: (error) =>
      void notify(ctx, user.id, {
        type: "user",
        severity: "error",
        subject: "Account Verification Failed",
        message: "Account verification failed",
        status: "failed",
        payload: { error: error.message },
      }),
  });
}
