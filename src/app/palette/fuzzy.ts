// The palette's matcher: a few dozen short names, so a plain scorer is enough (no library). A match falls in
// one of four tiers, and the tier decides first: exact > prefix > a word's start > subsequence. Inside a tier,
// shorter names (prefix), earlier words (word start) and tighter matches (subsequence) come first.

const EXACT = 4000;
const PREFIX = 3000;
const WORD_START = 2000;
const SUBSEQUENCE = 1000;

const normalize = (text: string) => text.trim().toLowerCase().replace(/\s+/g, " ");
const isWordChar = (char: string | undefined) => char !== undefined && /[\p{L}\p{N}]/u.test(char);
/** A word starts at `i`: the text's start, or a letter or digit after anything else. */
const startsWord = (text: string, i: number) => isWordChar(text[i]) && !isWordChar(text[i - 1]);

/**
 * The best alignment of `query` as a subsequence of `text` (both normalised): each matched character scores
 * 1, 8 more at a word's start and 5 more right after the previous match, minus 1 per gap. A small dynamic
 * programme over (query character, text position); null when `query` is not a subsequence of `text`.
 */
function subsequence(query: string, text: string): number | null {
  const none = Number.NEGATIVE_INFINITY;
  // best[j]: the best score of the query so far with its last character matched at text position j.
  let best = Array.from(text, (char, j) => (char === query[0] ? 1 + (startsWord(text, j) ? 8 : 0) : none));
  for (let i = 1; i < query.length; i++) {
    const next = new Array<number>(text.length).fill(none);
    let before = none; // the best of best[0 .. j-2]: an earlier match, with a gap
    for (let j = 1; j < text.length; j++) {
      if (j >= 2) before = Math.max(before, best[j - 2]);
      if (text[j] !== query[i]) continue;
      const own = 1 + (startsWord(text, j) ? 8 : 0);
      next[j] = own + Math.max(best[j - 1] + 5, before - 1);
    }
    best = next;
  }
  const score = Math.max(...best);
  return score === none ? null : score;
}

/** How well `text` matches `query`, higher is better; null for no match, 0 for an empty query. */
export function matchScore(query: string, text: string): number | null {
  const q = normalize(query);
  const t = normalize(text);
  if (q === "") return 0;
  if (t === q) return EXACT;
  if (t.startsWith(q)) return PREFIX + 999 - Math.min(t.length - q.length, 999);
  for (let i = t.indexOf(q); i >= 0; i = t.indexOf(q, i + 1))
    if (startsWord(t, i)) return WORD_START + 999 - Math.min(i, 999);
  const score = subsequence(q, t);
  return score === null ? null : SUBSEQUENCE + Math.max(0, Math.min(score, 999));
}

/** Something the palette can find: by its label first, then by other names (a little lower). */
export interface Findable {
  id: string;
  label: string;
  /** Other names it answers to ("marketplace" for the nodes page, a node's farm and country). */
  aliases?: readonly string[];
}

/** The item's best score over its label and its aliases (an alias counts 50 less), or null. */
export function itemScore(query: string, item: Findable): number | null {
  let best = matchScore(query, item.label);
  for (const alias of item.aliases ?? []) {
    const score = matchScore(query, alias);
    if (score !== null && (best === null || score - 50 > best)) best = score - 50;
  }
  return best;
}

export interface Ranked<T> {
  item: T;
  score: number;
}

/**
 * The items matching `query`, best first; ties keep the given order. Recently used items (`recent`, most
 * recent first) come before the rest, best match first among them, then the more recent.
 */
export function rank<T extends Findable>(items: readonly T[], query: string, recent: readonly string[] = []) {
  const found: (Ranked<T> & { order: number })[] = [];
  items.forEach((item, order) => {
    const score = itemScore(query, item);
    if (score !== null) found.push({ item, score, order });
  });
  // Not recent: after every recent one.
  const recency = (item: T) => (recent.includes(item.id) ? recent.indexOf(item.id) : recent.length);
  return found
    .sort((a, b) => {
      const [ra, rb] = [recency(a.item), recency(b.item)];
      const [recentA, recentB] = [ra < recent.length, rb < recent.length];
      if (recentA !== recentB) return recentA ? -1 : 1;
      return b.score - a.score || ra - rb || a.order - b.order;
    })
    .map(({ item, score }): Ranked<T> => ({ item, score }));
}
