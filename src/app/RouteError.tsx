import { Link } from "react-router-dom";
import ui from "../components/ui/ui.module.css";
import { paths } from "../config/paths.ts";
import { errorText } from "../lib/error-text.ts";
import { shellTexts } from "../config/shell-texts.ts";
import classes from "./RouteError.module.css";

/**
 * "Something went wrong" with what the server said, or the fallback text of product-rules §8. Plain elements:
 * it must show even when a screen's chunk (and the Mantine components in it) could not load.
 */
export function RouteError({ error }: { error: unknown }) {
  const message = errorText(error, shellTexts.unexpectedRefresh);
  return (
    <div className={`${ui.center} ${classes.page}`}>
      <div className={classes.column}>
        <h1 className={`${ui.title} ${ui.h1}`}>{shellTexts.somethingWentWrong}</h1>
        <p className={`${ui.text} ${ui.dimmed}`}>{message}</p>
        <button type="button" className={`${ui.button} mantine-focus-auto`} onClick={() => window.location.reload()}>
          Reload the Page
        </button>
        <Link to={paths.home} className={`${ui.anchor} ${ui.small} mantine-focus-auto`}>
          Back to Home
        </Link>
      </div>
    </div>
  );
}
