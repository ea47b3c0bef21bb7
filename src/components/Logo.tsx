import { Link } from "react-router-dom";
import { paths } from "../config/paths.ts";
import classes from "./Logo.module.css";

/** The brand mark: an orange hexagon on a blue tile (navbar and auth screens). */
export function LogoMark() {
  return (
    <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true">
      <rect width="32" height="32" rx="7" fill="var(--mantine-color-blue-8)" />
      <path
        d="M16 5l9.5 5.5v11L16 27l-9.5-5.5v-11z"
        fill="none"
        stroke="var(--mantine-color-orange-4)"
        strokeWidth="2.5"
      />
    </svg>
  );
}

export function Logo() {
  return (
    <Link to={paths.home} className={classes.logo} aria-label="KubeCloud home">
      <LogoMark />
      <span className={classes.name}>KubeCloud</span>
    </Link>
  );
}
