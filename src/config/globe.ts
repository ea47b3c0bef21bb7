import { globeSizing } from "./globe-size.ts";

/**
 * How the globe looks (product-rules §2, §9): its size on the page, the sphere, camera and lights, the land
 * points and the node markers. The land mask's own size (1024×512) is fixed where the mask is generated
 * (scripts/build-land-points.mjs) and travels with it (`landMask.width`, `landMask.height`).
 */
export const globeSettings = {
  ...globeSizing,
  radius: 3.6,
  sphereColor: 990778,
  sphereSegments: 64,
  cameraFov: 75,
  cameraNear: 0.1,
  cameraFar: 1000,
  cameraDistance: 9,
  ambientLightIntensity: 0.8,
  directionalLightIntensity: 0.6,
  directionalLightPosition: [5, 5, 5],
  landMaskThreshold: 127,
  landSamplingBase: 6,
  landSamplingMin: 2,
  landSamplingReference: 480,
  landPointColor: [0.3, 0.5, 0.8],
  landPointSize: 1.9,
  markerColor: [0.376, 0.647, 0.98],
  markerMinSize: 3,
  markerMaxSize: 7,
  markerLift: 0.015,
} as const;
