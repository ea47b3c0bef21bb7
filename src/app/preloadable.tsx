import { lazy, type ComponentType, type LazyExoticComponent } from "react";

/** A component whose code loads on demand, and can be asked to load ahead of its first render. */
export type Preloadable<P extends object> = LazyExoticComponent<ComponentType<P>> & {
  preload: () => Promise<ComponentType<P>>;
};

/**
 * React.lazy plus `preload()`: the app loads the screen of the URL being opened before it hydrates the
 * prerendered HTML (and the prerenderer waits for it). Once loaded, the lazy component resolves at its first
 * render (its loader answers with an already settled thenable), so hydration finds the code it needs and
 * never suspends. Not yet loaded, it suspends to the nearest Suspense boundary like any React.lazy; a failed
 * load reaches the error boundary.
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
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
