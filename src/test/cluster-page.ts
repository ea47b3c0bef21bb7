import userEvent from "@testing-library/user-event";
import { signedInStorage } from "./account.ts";
import { buildClusterMetrics, buildDeployment, buildDeployments } from "./builders.ts";
import { ok, renderApp, type Handlers } from "./render.tsx";

/**
 * A signed-in user on a cluster's page (prodcluster by default): their two clusters, prodcluster's details and
 * metrics; `api` adds what the test is about (the grid's and the rented nodes, the kubeconfig) or replaces any.
 */
export function renderClusterPage(api: Handlers, path = "/clusters/prodcluster") {
  const view = renderApp({
    path,
    storage: signedInStorage(),
    api: {
      "GET /v1/deployments": () => ok({ deployments: buildDeployments(), count: 2 }),
      "GET /v1/deployments/{name}": () => ok(buildDeployment()),
      "GET /clusters/{id}/metrics": () => ok(buildClusterMetrics()),
      ...api,
    },
  });
  return { ...view, user: userEvent.setup() };
}
