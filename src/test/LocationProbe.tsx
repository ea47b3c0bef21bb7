import { useLayoutEffect } from "react";
import { useLocation, type Location } from "react-router-dom";

/** Reports every location the app commits, so a test can ask where the app is. */
export function LocationProbe({ onLocation }: { onLocation: (location: Location) => void }) {
  const location = useLocation();
  useLayoutEffect(() => onLocation(location), [location, onLocation]);
  return null;
}
