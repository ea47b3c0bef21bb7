import { maskFromPixels, type LandMask } from "./land-mask.ts";
import landImageUrl from "./generated/land-1024.png?url";

/**
 * The fallback land mask: the pre-rendered 1024 px land image (served by the app, never a CDN), drawn once
 * onto a canvas and read back. Only used when the generated mask cannot be loaded. It needs no document,
 * so the globe's worker can load it.
 */
export async function loadImageMask(url: string = landImageUrl): Promise<LandMask> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Could not load ${url}`);
  const image = await createImageBitmap(await response.blob());
  try {
    const canvas = new OffscreenCanvas(image.width, image.height);
    const context = canvas.getContext("2d", { willReadFrequently: true });
    if (!context) throw new Error("No 2D canvas");
    context.drawImage(image, 0, 0);
    const { data } = context.getImageData(0, 0, image.width, image.height);
    return maskFromPixels(image.width, image.height, data);
  } finally {
    image.close();
  }
}
