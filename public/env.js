// Runtime configuration, read before the app starts. A deployment can overwrite this file to point the
// console at another API without a rebuild, e.g.:
//   window.__ENV__ = { VITE_API_BASE_URL: "https://api.example.com/api", VITE_STRIPE_PUBLISHABLE_KEY: "pk_live_…" };
// Without a Stripe key, Add Funds offers test cards (for the sandbox).
window.__ENV__ = window.__ENV__ || {};
