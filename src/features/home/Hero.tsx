import { useQuery } from "@tanstack/react-query";
import { useRef } from "react";
import { useApi } from "../../lib/api-context.ts";
import { LazyGlobe } from "../../components/globe/LazyGlobe.tsx";
import { useGlobeSize } from "../../components/globe/use-globe-size.ts";
import ui from "../../components/ui/ui.module.css";
import { describeGlobe } from "./globe-input.ts";
import { homeQueries } from "./queries.ts";
import classes from "./HomePage.module.css";

const NO_NODES: [number, number][] = [];

/**
 * The hero: the title beside the globe of healthy grid nodes, stacked when the row is too narrow
 * for both. The globe is sized from the row's width (product-rules §2) and loads after the text has painted;
 * its frame keeps the same size in CSS, so the prerendered page already holds the globe's space.
 */
export function Hero() {
  const api = useApi();
  const { data, isError } = useQuery(homeQueries.globeNodes(api));
  const row = useRef<HTMLDivElement>(null);
  const { width, height } = useGlobeSize(row);
  return (
    <div className={ui.container}>
      <div ref={row} className={classes.hero}>
        <div className={classes.heroText}>
          <h1 className={`${ui.title} ${classes.title}`}>KubeCloud</h1>
          <p className={`${ui.text} ${ui.large} ${ui.dimmed} ${classes.lead}`}>
            The Kubernetes platform that changes how teams deploy and manage cloud-native applications at scale.
          </p>
        </div>
        <div className={classes.globeFrame}>
          <LazyGlobe
            width={width}
            height={height}
            nodes={data?.nodes ?? NO_NODES}
            labels={data?.labels}
            description={describeGlobe(data, isError)}
          />
        </div>
      </div>
    </div>
  );
}
