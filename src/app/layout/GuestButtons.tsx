import { Button } from "@mantine/core";
import { NavLink } from "react-router-dom";
import { paths } from "../../config/paths.ts";

/** Sign In and Sign Up, for guests. */
export function GuestButtons({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <>
      <Button component={NavLink} to={paths.signIn} variant="default" onClick={onNavigate}>
        Sign In
      </Button>
      <Button component={NavLink} to={paths.signUp} onClick={onNavigate}>
        Sign Up
      </Button>
    </>
  );
}
