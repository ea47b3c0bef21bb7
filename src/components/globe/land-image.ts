import { maskFromPixels, type LandMask } from "./land-mask.ts";
import landImageUrl from "./generated/land-1024.png?url";

/**
 * The fallback land mask: the pre-rendered 1024 px land image (served by the app, never a CDN),
 * drawn once onto a canvas and read back. Only used when the generated mask cannot be loaded.
 */
export function loadImageMask(url: string = landImageUrl): Promise<LandMask> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.crossOrigin = "anonymous";
    image.onload = () => {
      const canvas = document.createElement("canvas");
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const context = canvas.getContext("2d", { willReadFrequently: true });
      if (!context) return reject(new Error("No 2D canvas"));
      context.drawImage(image, 0, 0);
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      resolve(maskFromPixels(canvas.width, canvas.height, data));
    };
    image.onerror = () => reject(new Error(`Could not load ${url}`));
    image.src = url;
  });
}
