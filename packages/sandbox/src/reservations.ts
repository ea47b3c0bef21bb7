// Renting whole nodes: the reserve-node and unreserve-node workflows. The rented list changes only at
// the end of a workflow, as on the server, where the last step waits for the grid to show the change.
import type { SandboxContext } from "./context.ts";
import { refreshRentable } from "./grid.ts";
import { notify, type NotifySpec } from "./notify.ts";
import { findNode, nextId, type RentalRecord, type UserRecord } from "./store.ts";
import { isoTime } from "./time.ts";
import { runWorkflow } from "./workflows.ts";

/** A node event of the user's, live only; its payload names the node (and `more`). */
const notifyNode = (
  ctx: SandboxContext,
  user: UserRecord,
  nodeId: number,
  event: Pick<NotifySpec, "severity" | "subject" | "message" | "status">,
  more: Record<string, string> = {},
) => void notify(ctx, user.id, { type: "node", ...event, payload: { node_id: String(nodeId), ...more } });

export function startReservation(ctx: SandboxContext, user: UserRecord, nodeId: number) {
  const fail = (error: Error) =>
    notifyNode(ctx, user, nodeId, {
      severity: "error",
      subject: "Node Reservation Failed",
      message: `Node ${nodeId} reservation failed: ${error.message}`,
      status: "failed",
    });
  return runWorkflow(ctx, {
    name: "reserve-node",
    userId: user.id,
    startPayload: { node_id: String(nodeId) },
    steps: [
      { name: "create_identity", ms: 1000 },
      {
        name: "reserve_node",
        ms: 2000,
        run: () => {
          const node = findNode(ctx.state, nodeId);
          if (!node || node.rented) throw new Error("node is already rented");
          // Nodes that host other people's workloads cannot be rented (the chain refuses the contract).
          if (!node.rentable) throw new Error("node is not rentable");
          if (!user.twinId) throw new Error("the account has no twin yet");
        },
      },
      {
        name: "verify-node-state",
        ms: 3000,
        run: () => {
          const node = findNode(ctx.state, nodeId);
          if (!node || node.rented) throw new Error("node is already rented");
          const rental: RentalRecord = {
            userId: user.id,
            nodeId,
            contractId: nextId(ctx.state, "rentContract"),
            createdAt: isoTime(ctx.clock.now()),
          };
          ctx.state.rentals.push(rental);
          Object.assign(node, {
            rented: true,
            rentable: false,
            rentContractId: rental.contractId,
            rentedByTwinId: user.twinId,
          });
          ctx.changed();
        },
      },
    ],
    onSuccess: () => {
      const contract = ctx.state.rentals.find((r) => r.nodeId === nodeId)?.contractId ?? 0;
      notifyNode(
        ctx,
        user,
        nodeId,
        {
          severity: "success",
          subject: "Node Reserved Successfully",
          message: `Node ${nodeId} has been reserved successfully`,
          status: "succeeded",
        },
        { contract_id: String(contract) },
      );
    },
    onFailure: fail,
  });
}

export function startRelease(ctx: SandboxContext, user: UserRecord, rental: RentalRecord) {
  const nodeId = rental.nodeId;
  return runWorkflow(ctx, {
    name: "unreserve-node",
    userId: user.id,
    startPayload: { node_id: String(nodeId), contract_id: String(rental.contractId) },
    steps: [
      {
        name: "unreserve-node",
        ms: 2000,
        run: () => {
          // The server checks no ownership up front; cancelling someone else's contract fails on chain.
          if (rental.userId !== user.id) throw new Error("contract does not belong to your twin");
          const vms = ctx.state.deployments.filter(
            (d) => d.userId === user.id && d.cluster.nodes.some((vm) => vm.node_id === nodeId),
          );
          if (vms.length)
            throw new Error(`node has active contracts (clusters ${vms.map((d) => d.cluster.name).join(", ")})`);
        },
      },
      {
        name: "verify-node-state",
        ms: 3000,
        run: () => {
          ctx.state.rentals = ctx.state.rentals.filter((r) => r.contractId !== rental.contractId);
          const node = findNode(ctx.state, nodeId);
          if (node) {
            Object.assign(node, { rented: false, rentContractId: 0, rentedByTwinId: 0 });
            refreshRentable(ctx.state, node);
          }
          ctx.changed();
        },
      },
    ],
    onSuccess: () =>
      notifyNode(ctx, user, nodeId, {
        severity: "success",
        subject: "Node Unreserved Successfully",
        message: `Node ${nodeId} has been unreserved successfully`,
        status: "succeeded",
      }),
    onFailure: (error) =>
      notifyNode(ctx, user, nodeId, {
        severity: "error",
        subject: "Node Unreservation Failed",
        message: `Node ${nodeId} unreservation failed: ${error.message}`,
        status: "failed",
      }),
  });
}
