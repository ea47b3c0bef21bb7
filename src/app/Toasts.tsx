import "./Toasts.css";
import { useMediaQuery } from "@mantine/hooks";
import { Notifications } from "@mantine/notifications";
import type { RefObject } from "react";
import { useToastBand } from "./layout/use-toast-band.ts";

/**
 * The toasts, in the layout's band under the navbar (RootLayout): the band takes room in the page, which
 * moves down to make it, so a toast never lies over a control (product-rules §2). Rendered in place, not in a
 * portal, inside the router, so a toast can link to what it is about. Loaded right after first paint; toasts
 * raised earlier wait in Mantine's store. It keeps the band's height where the pages read it.
 */
export default function Toasts({ band }: { band: RefObject<HTMLElement | null> }) {
  useToastBand(band);
  const phone = useMediaQuery("(max-width: 36em)");
  return <Notifications position="top-center" withinPortal={false} limit={phone ? 2 : 3} containerWidth="100%" />;
}
