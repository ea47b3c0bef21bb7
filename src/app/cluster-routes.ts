// The clusters screens (the deploy wizard and a cluster's page) in one lazily loaded chunk: two route chunks
// split the code they share with the first load into more chunks, which made `/` heavier.
export { DeployPage } from "../features/clusters/wizard/DeployPage.tsx";
export { ClusterPage } from "../features/clusters/cluster/ClusterPage.tsx";
export { ClustersSection } from "../features/clusters/list/ClustersSection.tsx";
