import { loadImageMask } from "./land-image.ts";
import { createLandMaskLoader, loadOutlineMask } from "./land-mask.ts";

/** The app's land mask: loaded once for every globe of the session (product-rules §4). */
export const loadLandMask = createLandMaskLoader({ outline: loadOutlineMask, image: () => loadImageMask() });
