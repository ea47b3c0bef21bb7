import type { ReactNode } from "react";
import classes from "../DocsPage.module.css";

interface DisclosureProps {
  /** Given to the summary, so links can scroll to it and focus it. */
  id: string;
  open: boolean;
  onToggle: (open: boolean) => void;
  summary: ReactNode;
  /** Rendered only while open: a closed reference costs no DOM. */
  children: () => ReactNode;
}

/** A native details/summary pair (keyboard and screen-reader support built in) with a lazy body. */
export function Disclosure({ id, open, onToggle, summary, children }: DisclosureProps) {
  return (
    <details className={classes.disclosure} open={open} onToggle={(event) => onToggle(event.currentTarget.open)}>
      <summary id={id}>{summary}</summary>
      {open && <div className={classes.disclosureBody}>{children()}</div>}
    </details>
  );
}
