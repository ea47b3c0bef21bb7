/**
 * The screens with a search box mark it with `data-page-search` (/nodes, the clusters section, the admin
 * panel's users and vouchers); where the box sits in a closed drawer (/nodes below 992 px), the button that
 * opens the drawer is marked `data-page-search-opener`.
 */
const fieldSelector = "[data-page-search]";

// jsdom has no checkVisibility: there everything counts as shown.
const shown = (element: HTMLElement) => element.checkVisibility?.() ?? true;

function focusField(field: HTMLElement) {
  field.focus();
  if (field instanceof HTMLInputElement) field.select();
}

/** Moves the focus to the screen's search box, opening its drawer first if need be; false when there is none. */
export function focusPageSearch(): boolean {
  const field = [...document.querySelectorAll<HTMLElement>(fieldSelector)].find(shown);
  if (field) {
    focusField(field);
    return true;
  }
  const opener = document.querySelector<HTMLElement>("[data-page-search-opener]");
  if (!opener || !shown(opener)) return false;
  opener.click();
  // The drawer mounts on a later frame and its focus trap then focuses its first control (in a timeout): wait
  // for the box, then let the trap go first.
  let frames = 60;
  const wait = () => {
    const opened = [...document.querySelectorAll<HTMLElement>(`[role=dialog] ${fieldSelector}`)].find(shown);
    if (opened) setTimeout(() => focusField(opened), 0);
    else if (--frames > 0) requestAnimationFrame(wait);
  };
  requestAnimationFrame(wait);
  return true;
}
