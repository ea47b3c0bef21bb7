import ui from "../../components/ui/ui.module.css";

/** What the content area shows while a screen loads or a guard waits for the server. */
export function PageLoader() {
  return (
    <div className={ui.center}>
      <span className={ui.loader} role="status" aria-label="Loading" />
    </div>
  );
}
