import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import type { Prefetching } from "../lib/screen-prefetch.ts";

/** A screen's component, which may start its page's first request ahead (lib/screen-prefetch.ts). */
export type PrefetchingScreen<P extends object> = ComponentType<P> & Prefetching;

/** A component whose code loads on demand, and can be asked to load ahead of its first render. */
export type Preloadable<P extends object> = LazyExoticComponent<ComponentType<P>> & {
  preload: () => Promise<PrefetchingScreen<P>>;
};

/**
 * React.lazy plus `preload()`: the app loads the screen of the URL being opened before it hydrates the
 * prerendered HTML (and the prerenderer waits for it). Once loaded, the lazy component resolves at its first
 * render (its loader answers with an already settled thenable), so hydration finds the code it needs and
 * never suspends. Not yet loaded, it suspends to the nearest Suspense boundary like any React.lazy; a failed
 * load reaches the error boundary.
 */
export function preloadable<P extends object>(load: () => Promise<PrefetchingScreen<P>>): Preloadable<P> {
  let loaded: PrefetchingScreen<P> | undefined;
  let pending: Promise<PrefetchingScreen<P>> | undefined;
  const preload = () =>
    (pending ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  const component = lazy(() => {
    if (!loaded) return preload().then((loadedNow) => ({ default: loadedNow }));
    const module = { default: loaded };
    // React.lazy reads the outcome right after calling `then`: a thenable that answers at once renders at once.
    return { then: (resolve: (value: typeof module) => void) => resolve(module) } as Promise<typeof module>;
  });
  return Object.assign(component, { preload });
}

/** Whether a route's component can be loaded ahead (the screens loaded on demand). */
export function isPreloadable(component: unknown): component is Preloadable<object> {
  return typeof component === "object" && component !== null && "preload" in component;
}
