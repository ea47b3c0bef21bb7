/**
 * A number rounded to a whole one and grouped by thousands as en-US writes it ("72,192"), without Intl:
 * the first Intl formatter of a page loads the browser's locale data, about 60 ms of blocked main thread on
 * this machine (four times that on a slow phone), so the first load's screens format with this instead.
 */
export function formatWholeNumber(value: number): string {
  const rounded = Math.round(value);
  if (!Number.isFinite(rounded)) return String(rounded);
  const digits = String(Math.abs(rounded)).replace(/\B(?=(\d{3})+$)/g, ",");
  return rounded < 0 ? `-${digits}` : digits;
}
