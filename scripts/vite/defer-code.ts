/** Where a prerendered page keeps its code's tags until its first paint. */
export const CODE_TEMPLATE_ID = "app-code";

/** The app's module script and module preloads, as the build writes them in a page's HTML. */
const CODE_TAG = /<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g;

/** How many low-priority preloads the loader puts in the head per task. */
const LATER_PER_TASK = 6;

/**
 * Runs once the browser is about to paint (requestAnimationFrame), after the paint (the timeout): it puts the
 * kept tags in the head, where they load as they would have from the HTML. A tab opened in the background
 * paints nothing and runs no animation frame: the second timeout loads the code there.
 * The first `first` tags (the module and the preloads it needs at once) go in together; the low-priority
 * preloads (the screen's code, which the module asks for later) follow `LATER_PER_TASK` per task: each tag
 * starts a fetch, and forty of them in one go held the main thread for 11–45 ms right after the first paint
 * (Lighthouse counts that as blocking time).
 */
const loader = (first: number) =>
  [
    "(function(){var done;function load(){if(done)return;done=1;",
    `var kept=document.getElementById("${CODE_TEMPLATE_ID}").content.children,i=0;`,
    // A copy of a template's script runs when put in the document (it was never prepared in the template).
    "(function put(upTo){for(;i<upTo&&i<kept.length;i++)document.head.appendChild(document.importNode(kept[i]));",
    `if(i<kept.length)setTimeout(put,0,i+${LATER_PER_TASK})})(${first})}`,
    "requestAnimationFrame(function(){setTimeout(load)});setTimeout(load,1000)})()",
  ].join("");

/**
 * A prerendered page's code loads after its first paint. The HTML paints the page by itself (its styles are
 * inline); the code only makes it interactive. Fetched from the head, the code's ~120 kB would share a slow
 * link with the HTML and be on the critical path of the first paint; here it starts right after. The tags
 * stay in the HTML, inert in a <template> (nothing in a template loads or runs), so what the page loads is
 * still there to read (`npm run bench:bundle` counts them), and a small inline script copies them into the
 * head once the page has painted. The module's own preloads stay before it, as the build ordered them.
 *
 * The template closes the page's content, and the head asks the browser to wait for it before the first paint
 * (`<link rel="expect" blocking="render">`): on a slow link the HTML arrives in pieces, and a paint of half a
 * page moved what was already shown once the rest came (a vertically centred sign-up card jumped up by
 * 180 px: Lighthouse's CLS 0.16 on one load in five). Browsers without it paint as before.
 */
export function deferCode(html: string): string {
  const tags = html.match(CODE_TAG) ?? [];
  if (!tags.some((tag) => tag.startsWith("<script"))) return html;
  const rest = html.replace(CODE_TAG, "");
  const later = (tag: string) => tag.includes('fetchpriority="low"');
  const first = [
    ...tags.filter((tag) => tag.startsWith("<link") && !later(tag)),
    ...tags.filter((tag) => tag.startsWith("<script")),
  ];
  const ordered = [...first, ...tags.filter(later)];
  return rest
    .replace("</head>", () => `<link rel="expect" href="#${CODE_TEMPLATE_ID}" blocking="render"></head>`)
    .replace(
      "</body>",
      () =>
        `<template id="${CODE_TEMPLATE_ID}">${ordered.join("")}</template><script>${loader(first.length)}</script></body>`,
    );
}
