// Runtime configuration, read before the app starts. A deployment can overwrite this file to point the
// console at another API without a rebuild, e.g.:
//   window.__ENV__ = { VITE_API_BASE_URL: "https://api.example.com/api" };
window.__ENV__ = window.__ENV__ || {};
