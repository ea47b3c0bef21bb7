const size = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 });

/** "1.2 MB", "340 KB", "12 B" (binary units, as the 10 MB attachment limit). */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${size.format(bytes / (1024 * 1024))} MB`;
  if (bytes >= 1024) return `${size.format(bytes / 1024)} KB`;
  return `${bytes} B`;
}
