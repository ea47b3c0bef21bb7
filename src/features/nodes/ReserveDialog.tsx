import { Alert, Button, Group, Loader, Modal, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { operations, reserveBalanceNeeded } from "@kubecloud/sdk";
import { Link } from "react-router-dom";
import { dashboardPath } from "../../config/paths.ts";
import { useApi } from "../../lib/api-context.ts";
import { formatUsd } from "../../lib/format.ts";
import { accountQueries, netBalance } from "../../lib/queries/account.ts";
import { NodePrice } from "./NodePrice.tsx";
import { NodeSpecs } from "./NodeSpecs.tsx";
import type { MarketNode } from "./market.ts";

interface ReserveDialogProps {
  node: MarketNode | null;
  onClose: () => void;
  onConfirm: (node: MarketNode) => void;
}

/**
 * Confirms a reservation after the server's own balance rule (product-rules §9): (balance − debt) must cover
 * one hour of the node. When it does not, it says how much is needed and offers Add Funds; nothing is sent.
 */
export function ReserveDialog({ node, onClose, onConfirm }: ReserveDialogProps) {
  const api = useApi();
  const balance = useQuery({ ...accountQueries.balance(api), enabled: node !== null });
  const available = netBalance(balance.data);
  const needed = node ? reserveBalanceNeeded(node.node) : 0;
  const short = balance.isSuccess && available < needed;
  return (
    <Modal
      opened={node !== null}
      onClose={onClose}
      title={node ? `Reserve node ${node.nodeId}` : ""}
      centered
      closeButtonProps={{ "aria-label": "Close" }}
    >
      {node && (
        <Stack>
          <Text size="sm">
            Node {node.nodeId} in {node.country || "an unknown country"}, farm {node.farm}. The node is yours alone
            until you release it, billed by the hour.
          </Text>
          <NodeSpecs node={node} />
          <NodePrice node={node} />
          {balance.isPending && <Loader size="sm" aria-label="Checking your balance" />}
          {balance.isError && (
            <Alert color="yellow" title={operations.getBalance.errorMessage}>
              Your balance could not be checked here; the server checks it again when you reserve.
            </Alert>
          )}
          {short && (
            <Alert color="red" title="Not enough balance" role="alert">
              <Stack gap="xs">
                <Text size="sm">
                  Reserving needs at least {formatUsd(needed)} (one hour of this node); your balance is{" "}
                  {formatUsd(available)}. Add {formatUsd(needed - available)} or more to reserve it.
                </Text>
                <Button component={Link} to={dashboardPath("add-funds")} variant="filled" color="red" w="fit-content">
                  Add Funds
                </Button>
              </Stack>
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button onClick={() => onConfirm(node)} disabled={balance.isPending || short}>
              Reserve for {formatUsd(node.price)} a Month
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
