import { icon } from "./icon.tsx";

export const CheckIcon = /* @__PURE__ */ icon(["M5 12l5 5l10 -10"], "CheckIcon");
export const ErrorIcon = /* @__PURE__ */ icon(
  ["M12 9v4", "M12 16h.01", "M3 12a9 9 0 1 0 18 0a9 9 0 1 0 -18 0"],
  "ErrorIcon",
);
export const WarningIcon = /* @__PURE__ */ icon(
  [
    "M12 9v4",
    "M10.363 3.591l-8.106 13.534a1.914 1.914 0 0 0 1.636 2.871h16.214a1.914 1.914 0 0 0 1.636 -2.87l-8.106 -13.536a1.914 1.914 0 0 0 -3.274 0z",
    "M12 16h.01",
  ],
  "WarningIcon",
);
export const InfoIcon = /* @__PURE__ */ icon(
  ["M3 12a9 9 0 1 0 18 0a9 9 0 0 0 -18 0", "M12 9h.01", "M11 12h1v4h1"],
  "InfoIcon",
);
export const BellIcon = /* @__PURE__ */ icon(
  [
    "M10 5a2 2 0 1 1 4 0a7 7 0 0 1 4 6v3a4 4 0 0 0 2 3h-16a4 4 0 0 0 2 -3v-3a7 7 0 0 1 4 -6",
    "M9 17v1a3 3 0 0 0 6 0v-1",
  ],
  "BellIcon",
);
export const UserIcon = /* @__PURE__ */ icon(
  ["M8 7a4 4 0 1 0 8 0a4 4 0 0 0 -8 0", "M6 21v-2a4 4 0 0 1 4 -4h4a4 4 0 0 1 4 4v2"],
  "UserIcon",
);
export const DeploymentIcon = /* @__PURE__ */ icon(
  ["M12 3l8 4.5l0 9l-8 4.5l-8 -4.5l0 -9l8 -4.5", "M12 12l8 -4.5", "M12 12l0 9", "M12 12l-8 -4.5"],
  "DeploymentIcon",
);
export const BillingIcon = /* @__PURE__ */ icon(
  ["M3 8a3 3 0 0 1 3 -3h12a3 3 0 0 1 3 3v8a3 3 0 0 1 -3 3h-12a3 3 0 0 1 -3 -3z", "M3 10h18", "M7 15h.01", "M11 15h2"],
  "BillingIcon",
);
export const NodeIcon = /* @__PURE__ */ icon(
  [
    "M3 7a3 3 0 0 1 3 -3h12a3 3 0 0 1 3 3v2a3 3 0 0 1 -3 3h-12a3 3 0 0 1 -3 -3z",
    "M3 15a3 3 0 0 1 3 -3h12a3 3 0 0 1 3 3v2a3 3 0 0 1 -3 3h-12a3 3 0 0 1 -3 -3z",
    "M7 8v.01",
    "M7 16v.01",
  ],
  "NodeIcon",
);
export const ConnectedIcon = /* @__PURE__ */ icon(
  [
    "M7 12l5 5l-1.5 1.5a3.536 3.536 0 1 1 -5 -5l1.5 -1.5z",
    "M17 12l-5 -5l1.5 -1.5a3.536 3.536 0 1 1 5 5l-1.5 1.5z",
    "M3 21l2.5 -2.5",
    "M18.5 5.5l2.5 -2.5",
    "M10 11l-2 2",
    "M13 14l-2 2",
  ],
  "ConnectedIcon",
);
export const OtherIcon = /* @__PURE__ */ icon(["M5 12h.01", "M12 12h.01", "M19 12h.01"], "OtherIcon");
export const ShieldIcon = /* @__PURE__ */ icon(
  ["M12 3a12 12 0 0 0 8.5 3a12 12 0 0 1 -8.5 15a12 12 0 0 1 -8.5 -15a12 12 0 0 0 8.5 -3"],
  "ShieldIcon",
);
export const DashboardIcon = /* @__PURE__ */ icon(
  ["M4 4h6v8h-6z", "M4 16h6v4h-6z", "M14 12h6v8h-6z", "M14 4h6v4h-6z"],
  "DashboardIcon",
);
export const LogoutIcon = /* @__PURE__ */ icon(
  ["M14 8v-2a2 2 0 0 0 -2 -2h-7a2 2 0 0 0 -2 2v12a2 2 0 0 0 2 2h7a2 2 0 0 0 2 -2v-2", "M9 12h12l-3 -3", "M18 15l3 -3"],
  "LogoutIcon",
);
export const TrashIcon = /* @__PURE__ */ icon(
  [
    "M4 7l16 0",
    "M10 11l0 6",
    "M14 11l0 6",
    "M5 7l1 12a2 2 0 0 0 2 2h8a2 2 0 0 0 2 -2l1 -12",
    "M9 7v-3a1 1 0 0 1 1 -1h4a1 1 0 0 1 1 1v3",
  ],
  "TrashIcon",
);
export const MailIcon = /* @__PURE__ */ icon(
  ["M3 7a2 2 0 0 1 2 -2h14a2 2 0 0 1 2 2v10a2 2 0 0 1 -2 2h-14a2 2 0 0 1 -2 -2v-10z", "M3 7l9 6l9 -6"],
  "MailIcon",
);
