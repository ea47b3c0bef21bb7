import { AdditiveBlending, NormalBlending, ShaderMaterial } from "three";
import { globeSettings as globe } from "../../config/globe.ts";

// Both materials read raw vertex colours and write them as they are (no colour-space conversion), so
// the spec's numbers are the colours on screen. Sizes are CSS pixels, scaled by the device pixel ratio.

/** Land and coastline dots: fixed size, round, soft edge, a little glow. */
export function createLandMaterial(pixelRatio: number): ShaderMaterial {
  return new ShaderMaterial({
    uniforms: { uSize: { value: globe.landPointSize * pixelRatio } },
    vertexShader: /* glsl */ `
      uniform float uSize;
      attribute vec3 color;
      varying vec3 vColor;
      void main() {
        vColor = color;
        gl_PointSize = uSize;
        gl_Position = projectionMatrix * modelViewMatrix * vec4(position, 1.0);
      }`,
    fragmentShader: /* glsl */ `
      varying vec3 vColor;
      void main() {
        float d = length(gl_PointCoord - vec2(0.5));
        if (d > 0.5) discard;
        gl_FragColor = vec4(min(vColor * 1.15, vec3(1.0)), 1.0 - d * 2.0);
      }`,
    transparent: true,
    blending: AdditiveBlending,
    depthWrite: false,
  });
}

/**
 * Node markers: size shrinks with distance from the camera and stays within 3–7 px (product-rules §9). The
 * scale puts a node at the front of the globe at the maximum and one on the rim near the middle.
 */
export function createMarkerMaterial(pixelRatio: number): ShaderMaterial {
  const frontDepth = globe.cameraDistance - globe.radius;
  return new ShaderMaterial({
    uniforms: {
      uScale: { value: globe.markerMaxSize * frontDepth },
      uMin: { value: globe.markerMinSize },
      uMax: { value: globe.markerMaxSize },
      uPixelRatio: { value: pixelRatio },
    },
    vertexShader: /* glsl */ `
      uniform float uScale;
      uniform float uMin;
      uniform float uMax;
      uniform float uPixelRatio;
      attribute vec3 color;
      varying vec3 vColor;
      void main() {
        vColor = color;
        vec4 mvPosition = modelViewMatrix * vec4(position, 1.0);
        gl_PointSize = clamp(uScale / -mvPosition.z, uMin, uMax) * uPixelRatio;
        gl_Position = projectionMatrix * mvPosition;
      }`,
    fragmentShader: /* glsl */ `
      varying vec3 vColor;
      void main() {
        float r = length(gl_PointCoord - vec2(0.5));
        if (r > 0.5) discard;
        float alpha = smoothstep(0.5, 0.3, r);
        float core = smoothstep(0.2, 0.0, r);
        gl_FragColor = vec4(min(vColor * 0.8 + vec3(0.2), vec3(1.0)), alpha * 0.9 + core * 0.1);
      }`,
    transparent: true,
    blending: NormalBlending,
  });
}
