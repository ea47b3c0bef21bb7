/**
 * The fixed texts the page around every screen can show before any screen loads (the error page, the toast for an
 * unexpected error, product-rules §8). Kept apart from `texts.ts` so that the rest loads with the screens that
 * show it, not with the first page.
 */
export const shellTexts = {
  somethingWentWrong: "Something went wrong",
  unexpectedRefresh: "An unexpected error occurred. Please try refreshing the page.",
  unexpectedErrorTitle: "Unexpected Error",
} as const;
