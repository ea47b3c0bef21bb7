// The grid and the user's nodes.
import { availableFor, hasFeatures, publicNode, storagePools, withDiscount } from "../grid.ts";
import { matches, queryNodes } from "../grid-query.ts";
import { envelope, envError, internalError, type Ctx } from "../http.ts";
import { HOURS_PER_MONTH, usableUsd } from "../money.ts";
import type { SandboxContext } from "../context.ts";
import type { HandlerModule, Handlers } from "../operation.ts";
import { startRelease, startReservation } from "../reservations.ts";
import { findNode, findUser } from "../store.ts";
import type { InputFailure } from "../validation.ts";

/** Pagination parameters get "Invalid limit params", every other filter "Invalid filter params". */
const PAGINATION = new Set(["size", "page", "ret_count", "randomize", "sort_by", "sort_order", "balance"]);
const badGridQuery = (c: Ctx, failure: InputFailure) =>
  envError(
    c,
    400,
    "Bad Request",
    "name" in failure && PAGINATION.has(failure.name) ? "Invalid limit params" : "Invalid filter params",
  );

/** The grid's nodes, their storage and the ones available for a deployment. */
function nodeListingHandlers(ctx: SandboxContext): Handlers {
  return {
    listGridNodes: {
      invalid: badGridQuery,
      handle(c, { query }) {
        const page = queryNodes(ctx.state.grid, query, ctx.rng, {
          retCount: true,
          randomize: false,
          cacheOrders: true,
        });
        return envelope(c, 200, "All grid nodes retrieved successfully", {
          total: page.total,
          nodes: page.nodes.map(publicNode),
        });
      },
    },

    getNodeStoragePool: {
      invalid: (c) => envError(c, 400, "Bad Request", "Error parsing node id"),
      handle(c, { path }) {
        const node = findNode(ctx.state, path.node_id);
        if (!node) return envError(c, 404, "Node not found");
        return envelope(c, 200, "Node storage pool is retrieved successfully", { pools: storagePools(node) });
      },
    },

    listAvailableNodes: {
      invalid: badGridQuery,
      handle(c, input) {
        const twinId = findUser(ctx.state, input.auth.user_id)?.twinId ?? 0;
        // Forced by the server: healthy nodes with the zmachine and network features.
        const usable = ctx.state.grid.filter((node) => node.healthy && hasFeatures(node));
        // The user's filters apply to both parts; the server overrides availability and features.
        const filters = { ...input.query, healthy: true, available_for: undefined, features: undefined };
        const rented = twinId
          ? usable
              .filter((node) => node.rented && node.rentedByTwinId === twinId && matches(node, filters))
              .slice(0, 50)
          : [];
        const available = queryNodes(
          usable.filter((node) => availableFor(node, twinId)),
          filters,
          ctx.rng,
          { retCount: true, randomize: true },
        );
        const fresh = available.nodes.filter((node) => !rented.includes(node));
        const nodes = [...rented, ...fresh].map(publicNode);
        const total = Math.max(0, available.total - (available.nodes.length - fresh.length));
        return envelope(c, 200, "Nodes retrieved successfully", { total, nodes: nodes.length ? nodes : null });
      },
    },
  };
}

/** Rentable and rented nodes, reserving and unreserving one. */
function nodeRentalHandlers(ctx: SandboxContext): Handlers {
  return {
    listRentableNodes: {
      // The server ignores every query parameter here.
      invalid: () => undefined,
      handle(c) {
        const rentable = ctx.rng
          .shuffle(ctx.state.grid.filter((node) => node.healthy && node.rentable && hasFeatures(node)))
          .slice(0, 50);
        return envelope(c, 200, "Nodes are retrieved successfully", {
          total: 0,
          nodes: rentable.length ? rentable.map(withDiscount) : null,
        });
      },
    },

    listRentedNodes: {
      handle(c, input) {
        const twinId = findUser(ctx.state, input.auth.user_id)?.twinId ?? 0;
        const rented = twinId
          ? ctx.state.grid
              .filter((node) => node.rented && node.rentedByTwinId === twinId && hasFeatures(node))
              .slice(0, 50)
          : [];
        return envelope(c, 200, "Nodes are retrieved successfully", {
          total: 0,
          nodes: rented.length ? rented.map(withDiscount) : null,
        });
      },
    },

    reserveNode: {
      ignoreBody: true,
      // A non-numeric node id is a 500 on the server.
      invalid: (c) => internalError(c),
      handle(c, input) {
        const user = findUser(ctx.state, input.auth.user_id);
        if (!user) return envError(c, 404, "User is not found");
        const nodeId = input.path.node_id;
        const node = findNode(ctx.state, nodeId);
        if (!node || !hasFeatures(node)) return envError(c, 404, "No nodes are available for rent.");
        if (node.rented || ctx.state.rentals.some((r) => r.nodeId === nodeId))
          return envError(c, 400, "Node is already reserved.");
        if (usableUsd(user) < node.price_usd / HOURS_PER_MONTH)
          return envError(c, 400, "You should at least have enough balance for one hour");
        const { id } = startReservation(ctx, user, nodeId);
        return envelope(c, 202, "Node reservation in progress. You can check its status using the workflow id.", {
          workflow_id: id,
          node_id: nodeId,
          email: user.email,
        });
      },
    },

    unreserveNode: {
      invalid: (c) => internalError(c),
      handle(c, input) {
        const user = findUser(ctx.state, input.auth.user_id);
        if (!user) return envError(c, 404, "User is not found");
        const contractId = input.path.contract_id;
        const rental = ctx.state.rentals.find((r) => r.contractId === contractId);
        if (!rental) return envError(c, 404, "Contract ID not found", "Could not find contract ID in user nodes");
        const { id } = startRelease(ctx, user, rental);
        return envelope(c, 202, "Node unreservation in progress. You can check its status using the workflow id.", {
          workflow_id: id,
          contract_id: contractId,
          email: user.email,
        });
      },
    },
  };
}

export const nodeRoutes: HandlerModule = (ctx) => ({
  ...nodeListingHandlers(ctx),
  ...nodeRentalHandlers(ctx),
});
