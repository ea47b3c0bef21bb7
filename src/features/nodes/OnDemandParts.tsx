import { lazy, Suspense, useEffect, type ReactNode } from "react";
import { useOnce } from "../../lib/use-once.ts";
import { whenIdle } from "../../lib/when-idle.ts";
import type { useReserveFlow } from "./use-reserve-flow.ts";

// The drawer (narrow screens) and the reservation dialog load on demand, after the first rows: with Mantine's
// modal, scroll area and focus trap they are a tenth of the page's code, and neither shows before a click.
const loadDrawer = () => import("./FiltersDrawer.tsx").then((m) => ({ default: m.FiltersDrawer }));
const loadReserveDialog = () => import("./ReserveDialog.tsx").then((m) => ({ default: m.ReserveDialog }));
const FiltersDrawer = lazy(loadDrawer);
const ReserveDialog = lazy(loadReserveDialog);

interface OnDemandPartsProps {
  drawer: boolean;
  onCloseDrawer: () => void;
  filterPanel: ReactNode;
  reserveFlow: ReturnType<typeof useReserveFlow>;
  /** Once the first rows are in, the parts' code loads while the browser is idle, ahead of the first click. */
  rowsShown: boolean;
}

/** The filters drawer and the reservation dialog: each mounts the first time it opens, and stays. */
export function OnDemandParts({ drawer, onCloseDrawer, filterPanel, reserveFlow, rowsShown }: OnDemandPartsProps) {
  const drawerMounted = useOnce(drawer);
  const dialogMounted = useOnce(reserveFlow.dialogNode !== null);
  useEffect(
    () => (rowsShown ? whenIdle(() => void Promise.all([loadDrawer(), loadReserveDialog()])) : undefined),
    [rowsShown],
  );
  return (
    <Suspense>
      {drawerMounted && (
        <FiltersDrawer opened={drawer} onClose={onCloseDrawer}>
          {filterPanel}
        </FiltersDrawer>
      )}
      {dialogMounted && (
        <ReserveDialog
          node={reserveFlow.dialogNode}
          onClose={reserveFlow.closeDialog}
          onConfirm={reserveFlow.confirmReserve}
        />
      )}
    </Suspense>
  );
}
