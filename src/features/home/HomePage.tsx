import { lazy, Suspense } from "react";
import ui from "../../components/ui/ui.module.css";
import { usePageMeta } from "../../lib/use-page-meta.ts";
import { CallToAction } from "./CallToAction.tsx";
import { Hero } from "./Hero.tsx";
import classes from "./HomePage.module.css";

// The statistics and the feature cards have no code the first paint needs: it loads once the page runs, and
// they hydrate then, while the prerendered HTML shows them (React keeps a suspended boundary's HTML as it is).
// The prerenderer does not preload them (vite.config.ts, `deferred`), so they stay out of the first load. The
// statistics are asked for when their panel hydrates, not before: an answer already here would make it hydrate
// with numbers where the HTML has spinners (a mismatch React reports as an error).
const StatsPanel = lazy(() => import("./StatsPanel.tsx").then((m) => ({ default: m.StatsPanel })));
const FeatureCards = lazy(() => import("./FeatureCards.tsx").then((m) => ({ default: m.FeatureCards })));

/**
 * Home (product-rules §1): hero with the node globe, live statistics, the feature cards and the call to action.
 * Everything but the numbers and the globe renders at once (and is prerendered); nothing waits for the API or
 * for WebGL. Plain elements on Mantine's CSS variables: the home page is the first load.
 */
export function HomePage({ signedIn }: { signedIn: boolean }) {
  usePageMeta(
    "Managed Kubernetes on a Global Grid",
    "Deploy and manage Kubernetes clusters on a marketplace of compute nodes in dozens of countries.",
  );
  return (
    <>
      <Hero />
      <div className={`${ui.container} ${ui.containerLg} ${classes.sections}`}>
        <Suspense fallback={<div className={classes.statsPlaceholder} />}>
          <StatsPanel />
        </Suspense>
        <Suspense fallback={<div className={classes.featuresPending} />}>
          <FeatureCards />
        </Suspense>
        <CallToAction signedIn={signedIn} />
      </div>
    </>
  );
}
