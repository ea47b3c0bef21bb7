import { Link } from "react-router-dom";
import ui from "../../components/ui/ui.module.css";
import { paths } from "../../config/paths.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import classes from "./Footer.module.css";

const SOURCE_URL = "https://github.com/codescalers/kubecloud";

/**
 * The current year. Prerendered HTML holds the year of the build; hydration keeps it (no mismatch to report)
 * and a new element then shows the visitor's year.
 */
function CurrentYear() {
  const year = new Date().getFullYear();
  return useHydrated() ? <span key="now">{year}</span> : <span suppressHydrationWarning>{year}</span>;
}

/** Docs, the source code and the copyright line with the current year (product-rules §2). */
export function Footer() {
  const link = `${ui.anchor} ${ui.small} mantine-focus-auto`;
  return (
    <footer className={`${ui.container} ${classes.footer}`}>
      <div className={`${ui.row} ${classes.links}`}>
        <Link to={paths.docs} className={link}>
          Docs
        </Link>
        <a href={SOURCE_URL} target="_blank" rel="noopener noreferrer" className={link}>
          Source Code
        </a>
      </div>
      <p className={`${ui.text} ${ui.small} ${ui.dimmed}`}>
        © <CurrentYear /> KubeCloud. All rights reserved.
      </p>
    </footer>
  );
}
