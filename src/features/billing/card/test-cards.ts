/** Stripe's documented test tokens the sandbox understands (packages/sandbox/README.md). */
export const testCards = [
  { token: "tok_visa", label: "Visa ending in 4242", outcome: "The payment succeeds" },
  { token: "tok_chargeDeclined", label: "Card declined", outcome: "The bank declines the payment" },
] as const;
