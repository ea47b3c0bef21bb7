/**
 * The globe's size on the page (product-rules §2): 60 % of the window, kept between 600 and 800 px, 2:1.
 * Apart from the rest of its look (globe.ts): the first load sizes the home page's globe and needs no more.
 */
export const globeSizing = {
  minSizePx: 600,
  maxSizePx: 800,
  widthFraction: 0.6,
  aspectRatio: 2,
} as const;
