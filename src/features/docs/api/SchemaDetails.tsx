import { Table, Text } from "@mantine/core";
import type { ApiSchema } from "./api-reference.ts";
import { Description } from "./Description.tsx";
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
        <Table.ScrollContainer minWidth={520} type="native" tabIndex={0} role="region" aria-label={`Fields of ${schema.name}`}>
          <Table fz="sm" verticalSpacing={6}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Field</Table.Th>
                <Table.Th scope="col">Type</Table.Th>
                <Table.Th scope="col">Description</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {schema.fields.map((field) => (
                <Table.Tr key={field.name}>
                  <Table.Td>
                    <code>{field.name}</code>
                    {!field.required && <Text span c="dimmed" size="xs"> optional</Text>}
                  </Table.Td>
                  <Table.Td>
                    <TypeText type={field.type} onSchema={onSchema} />
                  </Table.Td>
                  <Table.Td>
                    <Description text={field.description} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </>
  );
}
