// The grid's regions (continents) for the Region filter: the SDK's list, which its placement reads too.
export { gridRegions, type GridRegion } from "@kubecloud/sdk";
