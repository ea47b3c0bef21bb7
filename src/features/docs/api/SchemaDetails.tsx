import { Table, Text } from "@mantine/core";
import type { ApiSchema } from "./api-reference.ts";
import { Description } from "./Description.tsx";
import { ReferenceTable } from "./ReferenceTable.tsx";
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
            <Table.Tr key={field.name}>
              <Table.Td>
                <code>{field.name}</code>
                {!field.required && (
                  <Text span c="dimmed" size="xs">
                    {" "}
                    optional
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <TypeText type={field.type} onSchema={onSchema} />
              </Table.Td>
              <Table.Td>
                <Description text={field.description} />
              </Table.Td>
            </Table.Tr>
          ))}
        </ReferenceTable>
      )}
    </>
  );
}
