// What the console needs of an item to show it or act on it (a row, a marker, a placement choice): the SDK's
// declarations, shared with the CLI. needs.test.ts holds each path to the contract.
export { clusterNeeds, gridNodeNeeds } from "@kubecloud/sdk";
