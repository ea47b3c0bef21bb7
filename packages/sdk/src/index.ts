export { createKubeCloudClient } from "./client.ts";
export { createLazyKubeCloudClient } from "./lazy-client.ts";
export type { CallOptions, CallResult, KubeCloudClient, KubeCloudClientOptions, Unwrap } from "./client.ts";
export { isKubeCloudError } from "./error-guard.ts";
export {
  KubeCloudError,
  toKubeCloudError,
  errorFromResponse,
  timeoutError,
  tokenExpiredError,
  unexpectedError,
} from "./errors.ts";
export type { KubeCloudErrorInit } from "./errors.ts";
export { createMemoryTokenStore, createStorageTokenStore, TOKEN_KEYS } from "./tokens.ts";
export type { KeyValueStorage, TokenStore } from "./tokens.ts";
export { createLiveEvents } from "./events.ts";
export type { LiveEvents, LiveEventsOptions, LiveState } from "./events.ts";
export { alwaysOn, browserOnlineSignal, browserVisibilitySignal } from "./signals.ts";
export type { Signal } from "./signals.ts";
export { browserEventSource, fetchEventSource } from "./event-source.ts";
export type { EventSourceFactory, EventSourceLike } from "./event-source.ts";
export { SseParser } from "./sse.ts";
export type { SseEvent } from "./sse.ts";
export { trackNodeStatus } from "./node-tracker.ts";
export type { TrackNodeOptions } from "./node-tracker.ts";
export * from "./pricing.ts";
export {
  ROOTFS_GB,
  demandOf,
  gridRegions,
  largestSsdPool,
  loadByNode,
  placementNodes,
  placementProblems,
  poolProblem,
  resourceProblems,
} from "./placement.ts";
export type { Demand, GridRegion, PlacementContext, PlacementNode, PlacementVm } from "./placement.ts";
export { POOL_CHECKED_REASON, autoPlace, autoPlaceChecked } from "./auto-place.ts";
export type { AutoChoice, AutoPlaceOptions } from "./auto-place.ts";
export { clusterCost, runwayDays, vmCost } from "./cluster-cost.ts";
export type { ClusterCost, CostBasis, CostLine, PricedVm, VmCost } from "./cluster-cost.ts";
export { capacityFigures, clusterAllocation, splitCents } from "./cluster-allocation.ts";
export type {
  ClusterAllocation,
  LiveVm,
  NodeAllocation,
  ResourceFigures,
  ResourceFractions,
} from "./cluster-allocation.ts";
export { monthlySpend, monthlyWith, sharedNodeIds } from "./account-spend.ts";
export type { MonthlySpend } from "./account-spend.ts";
export { runway, spendBreakdown } from "./runway.ts";
export type { Runway, RunwayState, SpendBreakdown, SpendItem } from "./runway.ts";
export {
  nodeOutcome,
  outcomeOf,
  readable,
  startedWorkflow,
  stepReport,
  workflowDescriptions,
} from "./event-reading.ts";
export type { NodeOutcome, Outcome, ReadableEvent, StepReport } from "./event-reading.ts";
export { concernsDeployment, finalStatuses, toClusterEvent } from "./deploy-events.ts";
export type { ClusterEvent } from "./deploy-events.ts";
export { buildTimeline, inProgress } from "./deploy-timeline.ts";
export type { Phase, StepState, Timeline, TimelineInput, TimelineStep } from "./deploy-timeline.ts";
export { activityKinds, buildActivity, DUPLICATE_WINDOW_MS } from "./activity.ts";
export type { ActivityEntry, ActivityKind, ActivitySources } from "./activity.ts";
export * from "./activity-view.ts";
export { nameKubeconfig } from "./kubeconfig-name.ts";
export { redact } from "./redact.ts";
export { describeValue, itemPath, logDrift } from "./drift.ts";
export type { Drift, ShapeDrift } from "./drift.ts";
export { clusterNeeds, gridNodeNeeds, keepUsable, needProblem } from "./needs.ts";
export type { NeedKind, Needs, SkippedItem } from "./needs.ts";
export { clusterNodeName } from "./node-name.ts";
export { constants } from "./generated/constants.ts";
export { messages } from "./generated/messages.ts";
export { operations, sessionFailureErrors } from "./generated/operations.ts";
export type { OperationAuth, OperationId, OperationInfo, OperationResponse } from "./generated/operations.ts";
export type { components, paths } from "./generated/schema.ts";
export type * from "./generated/models.ts";
export * from "./generated/enums.ts";
export { spendColumns, spendHistory, spendRows } from "./spend-history.ts";
export type { SpendBucket, SpendHistory, SpendHistoryInput, SpendPeriod, TopUpKind } from "./spend-history.ts";
