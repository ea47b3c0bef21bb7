// @kubecloud/sandbox: start a simulated KubeCloud backend in-process (tests, scripts), or run main.ts.
export { createSandbox } from "./sandbox.ts";
export type { Sandbox, SandboxOptions } from "./sandbox.ts";
export { API_PREFIX } from "./app.ts";
export { ADMIN_USER, DEMO_USER } from "./seed.ts";
export { createConformance } from "./conformance.ts";
export type { Conformance } from "./conformance.ts";
export type { Enveloped } from "./http.ts";
// The bundled contract and its document types, shared with the contract tests.
export { contractFile, deref, HTTP_METHODS, loadContract, operationsOf } from "./contract.ts";
export type { HttpMethod, OpenApiDocument, OperationObject, PathItem } from "./contract.ts";
