import type { MouseEvent } from "react";
import { apiReference, schemaAnchor } from "./api-reference.ts";
import classes from "../DocsPage.module.css";

const schemaNames = new Set(apiReference.schemas.map((schema) => schema.name));

/** A type such as "Envelope & { data: GridNodePage }", with each schema name linking to its entry. */
export function TypeText({ type, onSchema }: { type: string; onSchema: (name: string) => void }) {
  const parts = type.split(/([A-Z][A-Za-z0-9]*)/);
  return (
    <code className={classes.type}>
      {parts.map((part, index) =>
        schemaNames.has(part) ? (
          <a
            key={index}
            href={`#${schemaAnchor(part)}`}
            onClick={(event: MouseEvent) => {
              event.preventDefault();
              onSchema(part);
            }}
          >
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </code>
  );
}
