/**
 * Where users reach the people running KubeCloud (the maintenance page offers it). The address is the one the
 * original console's FAQ gives for direct support; a deployment with its own support desk changes it here.
 */
export const contact = {
  supportEmail: "support@myceliumcloud.com",
  /** The subject a mail from the maintenance page starts with, so the desk can sort it. */
  maintenanceSubject: "KubeCloud maintenance",
} as const;

/** A `mailto:` link to support with a subject. */
export const supportMailto = (subject: string) =>
  `mailto:${contact.supportEmail}?subject=${encodeURIComponent(subject)}`;
