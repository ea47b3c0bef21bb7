import { Alert } from "@mantine/core";
import type { ComponentProps } from "react";
import { SkippedItems } from "../../components/feedback/SkippedItems.tsx";
import { SignInToReserveAlert } from "./SignInToReserveAlert.tsx";

/** What the market page says above its list: sign in to reserve, discounts not loaded, nodes left out. */
export function MarketNotices({
  signedIn,
  offersFailed,
  gridLoaded,
  skipped,
}: {
  signedIn: boolean;
  offersFailed: boolean;
  gridLoaded: boolean;
  skipped: ComponentProps<typeof SkippedItems>["skipped"];
}) {
  return (
    <>
      {!signedIn && <SignInToReserveAlert />}
      {offersFailed && (
        <Alert color="yellow" title="Your discounts could not be loaded">
          Prices shown are list prices; the reserved-node discount still applies when you reserve.
        </Alert>
      )}
      {gridLoaded && <SkippedItems skipped={skipped} noun={["node", "nodes"]} />}
    </>
  );
}
