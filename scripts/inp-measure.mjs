// How bench-inp.mjs measures Interaction to Next Paint in a page (playwright-core), and how it acts as a person:
// Event Timing entries grouped by interaction, real mouse clicks and keys.
/* global window, requestAnimationFrame -- functions run in the page */

/** The middle of an odd list, the lower of the two middles of an even one: always one of the runs. */
export const lowerMedian = (numbers) => [...numbers].sort((a, b) => a - b)[Math.floor((numbers.length - 1) / 2)];
export const pause = (ms) => new Promise((resolvePause) => setTimeout(resolvePause, ms));

/** Installed before any page script: collects every Event Timing entry of an interaction, from the start. */
export function observeInteractions() {
  window.__interactions = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.interactionId > 0)
        window.__interactions.push({
          id: entry.interactionId,
          name: entry.name,
          target: entry.target
            ? `${entry.target.tagName.toLowerCase()}${entry.target.id ? `#${entry.target.id}` : ""}`
            : "",
          startTime: entry.startTime,
          duration: entry.duration,
          processingStart: entry.processingStart,
          processingEnd: entry.processingEnd,
        });
  }).observe({ type: "event", durationThreshold: 16, buffered: true });
}

/**
 * The interactions since `since` (performance.now() in the page), once their entries are in (after a paint), each
 * spanning its entries (pointerdown, pointerup and click are one interaction): from the first entry's start to the
 * last one's paint, processing from the first handler's start to the last one's end. Worst first.
 */
async function interactionsSince(page, since) {
  await pause(1000);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  await pause(300);
  const entries = await page.evaluate((from) => window.__interactions.filter((e) => e.startTime >= from), since);
  const byId = new Map();
  for (const entry of entries) byId.set(entry.id, [...(byId.get(entry.id) ?? []), entry]);
  return [...byId.values()]
    .map((group) => {
      const startTime = Math.min(...group.map((e) => e.startTime));
      return {
        names: [...new Set(group.map((e) => e.name))].join("+"),
        target: group.find((e) => e.target)?.target ?? "",
        startTime,
        duration: Math.max(...group.map((e) => e.startTime + e.duration)) - startTime,
        processingStart: Math.min(...group.map((e) => e.processingStart)),
        processingEnd: Math.max(...group.map((e) => e.processingEnd)),
      };
    })
    .sort((a, b) => b.duration - a.duration);
}

/** INP of a list of interactions, worst first: the worst one, or the 98th percentile past 50 interactions. */
export const inpOf = (interactions) =>
  interactions[Math.min(interactions.length - 1, Math.floor(interactions.length / 50))];

/** Runs `act` and returns the interactions it made (each a real input: page.keyboard, page.mouse, click). */
export async function measure(page, act) {
  // The mark shows where the measured part starts in a trace (--trace).
  const since = await page.evaluate(() => performance.mark("bench-inp:start").startTime);
  await act();
  return interactionsSince(page, since);
}

/**
 * Clicks the middle of `locator` with the mouse alone: a locator's click() also runs Playwright's hit-target
 * check in the page, in the very handlers being measured.
 */
export async function click(page, locator) {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/** Types `text` as a person does: a key, then about 100 ms, the next. */
export async function typeSlowly(page, text) {
  for (const key of text) {
    await page.keyboard.type(key);
    await pause(100);
  }
}

/** The rows' text stays the same for `quietMs` (the debounced search and its query are done). */
export async function settled(page, rows, quietMs = 1500, timeout = 120_000) {
  let last = "";
  let since = Date.now();
  const deadline = Date.now() + timeout;
  while (Date.now() - since < quietMs && Date.now() < deadline) {
    const now = (await rows.allTextContents()).join("\n");
    if (now !== last) [last, since] = [now, Date.now()];
    await pause(200);
  }
}

export const ms = (value) => `${Math.round(value)} ms`;
export const breakdown = (e) =>
  `${e.names} on ${e.target || "?"}: ${ms(e.duration)} = input delay ${ms(e.processingStart - e.startTime)}, ` +
  `processing ${ms(e.processingEnd - e.processingStart)}, presentation ${ms(e.startTime + e.duration - e.processingEnd)}`;
