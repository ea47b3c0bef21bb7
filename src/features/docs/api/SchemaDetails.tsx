import { Text } from "@mantine/core";
import type { ApiSchema } from "./api-reference.ts";
import { Description } from "./Description.tsx";
import { ReferenceRow, ReferenceTable } from "./ReferenceTable.tsx";
import { TypeText } from "./TypeText.tsx";

/** A schema's description and fields (or its type, for schemas that are not plain objects). */
export function SchemaDetails({ schema, onSchema }: { schema: ApiSchema; onSchema: (name: string) => void }) {
  return (
    <>
      <Description text={schema.description} />
      {schema.type && (
        <Text size="sm">
          <TypeText type={schema.type} onSchema={onSchema} />
        </Text>
      )}
      {schema.fields.length > 0 && (
        <ReferenceTable label={`Fields of ${schema.name}`} columns={["Field", "Type", "Description"]}>
          {schema.fields.map((field) => (
            <ReferenceRow
              key={field.name}
              name={field.name}
              note={field.required ? undefined : "optional"}
              type={field.type}
              description={field.description}
              onSchema={onSchema}
            />
          ))}
        </ReferenceTable>
      )}
    </>
  );
}
