// Public system routes: health, workflow status, twins, maintenance mode and statistics.
import { createHash } from "node:crypto";
import type { Health } from "@kubecloud/sdk";
import { stats } from "../grid.ts";
import { envelope, envError, internalError, raw } from "../http.ts";
import type { HandlerModule } from "../operation.ts";

const BASE58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";

/** A twin's keys are derived from its id, so they stay the same across calls and restarts. */
function twinKeys(twinId: number) {
  const digest = createHash("sha256").update(`twin/${twinId}`).digest();
  return {
    public_key: `0x03${digest.toString("hex")}`,
    account_id: `5${[...digest, ...digest]
      .slice(0, 47)
      .map((byte) => BASE58[byte % BASE58.length])
      .join("")}`,
  };
}

export const systemRoutes: HandlerModule = (ctx) => ({
  getHealth: {
    handle: (c) => {
      const ok = { status: "healthy" } as const;
      const health: Health = {
        database: ok,
        redis: ok,
        gridproxy: ok,
        tfchain: ok,
        activation_service: ok,
        graphql: ok,
        firesquid: ok,
      };
      return raw(c, 200, health);
    },
  },

  getWorkflowStatus: {
    // An id that is not a UUID is an unknown workflow: the server answers 500 for both.
    invalid: (c) => internalError(c),
    handle(c, { path }) {
      const workflow = ctx.state.workflows[path.workflow_id];
      if (!workflow) return internalError(c);
      return envelope(c, 200, "Status returned successfully", workflow.status);
    },
  },

  getTwinAccount: {
    invalid: (c) => envError(c, 400, "Bad Request", "Error parsing twin id"),
    handle(c, { path }) {
      const twinId = path.twin_id;
      const user = ctx.state.users.find((u) => u.twinId === twinId);
      const isNodeTwin = ctx.state.grid.some((node) => node.twinId === twinId);
      if (!user && !isNodeTwin) return envError(c, 404, "Twin ID not found");
      const keys = twinKeys(twinId);
      return envelope(c, 200, "Twin Details are retrieved successfully", {
        public_key: keys.public_key,
        account_id: user?.accountAddress || keys.account_id,
        relay: "relay.grid.tf",
        twin_id: twinId,
      });
    },
  },

  getMaintenanceStatus: {
    handle: (c) => envelope(c, 200, "Maintenance mode is retrieved successfully", { enabled: ctx.state.maintenance }),
  },

  setMaintenanceStatus: {
    handle(c, { body }) {
      // No binding rules on the server: `{}` means false.
      ctx.state.maintenance = body.enabled === true;
      ctx.changed();
      ctx.log(`maintenance mode ${ctx.state.maintenance ? "on" : "off"}`);
      return envelope(c, 200, "Maintenance mode is set successfully");
    },
  },

  getStats: {
    handle: (c) => raw(c, 200, stats(ctx.state)),
  },
});
