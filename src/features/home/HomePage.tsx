import ui from "../../components/ui/ui.module.css";
import { usePageMeta } from "../../lib/use-page-meta.ts";
import { CallToAction } from "./CallToAction.tsx";
import { FeatureCards } from "./FeatureCards.tsx";
import { Hero } from "./Hero.tsx";
import { StatsPanel } from "./StatsPanel.tsx";
import classes from "./HomePage.module.css";

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
        <StatsPanel />
        <FeatureCards />
        <CallToAction signedIn={signedIn} />
      </div>
    </>
  );
}
