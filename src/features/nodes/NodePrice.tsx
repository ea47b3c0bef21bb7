import { extraFeeUsd } from "@kubecloud/sdk";
import ui from "../../components/ui/ui.module.css";
import { formatUsd } from "../../lib/format.ts";
import type { MarketNode } from "./market.ts";
import classes from "./NodesPage.module.css";

const dimmed = `${ui.text} ${ui.small} ${ui.dimmed}`;

/**
 * A node's price (product-rules §9): the monthly price, the list price struck through with "N% off" when the
 * server gives a discount, the farm's extra fee when there is one (the price filter and sort go by the price
 * before it, as the grid does), and the hourly price.
 */
export function NodePrice({ node }: { node: MarketNode }) {
  const fee = extraFeeUsd(node.node);
  return (
    <div className={classes.stack}>
      <div className={`${ui.row} ${classes.priceLine} ${classes.nowrap} ${classes.baseline}`}>
        <p className={classes.price}>{formatUsd(node.price)}</p>
        <p className={dimmed}>/month</p>
      </div>
      {node.discount > 0 && (
        <div className={`${ui.row} ${classes.priceLine} ${classes.nowrap}`}>
          {/* <s>: struck through, a price no longer asked. */}
          <p className={dimmed}>
            <s aria-label={`List price ${formatUsd(node.listPrice)}`}>{formatUsd(node.listPrice)}</s>
          </p>
          <p className={`${ui.text} ${ui.small} ${classes.discount}`}>{node.discount}% off</p>
        </div>
      )}
      {fee > 0 && <p className={dimmed}>incl. {formatUsd(fee)} farm fee</p>}
      <p className={dimmed}>{formatUsd(node.hourly)} /hour</p>
    </div>
  );
}
