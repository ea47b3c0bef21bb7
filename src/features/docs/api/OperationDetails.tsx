import { Badge, Stack, Table, Text, Title } from "@mantine/core";
import { authLabel, type ApiOperation } from "./api-reference.ts";
import { Description } from "./Description.tsx";
import { ReferenceRow, ReferenceTable } from "./ReferenceTable.tsx";
import { TypeText } from "./TypeText.tsx";

const statusColor = (status: string) =>
  status.startsWith("2") ? "green" : status.startsWith("4") ? "yellow" : status.startsWith("5") ? "red" : "gray";

/** Everything about one operation: description, access, parameters, request body and responses. */
export function OperationDetails({
  operation,
  onSchema,
}: {
  operation: ApiOperation;
  onSchema: (name: string) => void;
}) {
  return (
    <Stack gap="sm">
      <Description text={operation.description} />
      <Text size="sm">
        <strong>Access:</strong> {authLabel[operation.auth]}
      </Text>

      {operation.parameters.length > 0 && (
        <>
          <Title order={4} size="h6">
            Parameters
          </Title>
          <ReferenceTable label={`Parameters of ${operation.id}`} columns={["Name", "In", "Type", "Description"]}>
            {operation.parameters.map((parameter) => (
              <ReferenceRow
                key={`${parameter.in}:${parameter.name}`}
                name={parameter.name}
                note={parameter.required ? "required" : undefined}
                type={parameter.type}
                description={parameter.description}
                onSchema={onSchema}
              >
                <Table.Td>{parameter.in}</Table.Td>
              </ReferenceRow>
            ))}
          </ReferenceTable>
        </>
      )}

      {operation.body && (
        <>
          <Title order={4} size="h6">
            Request Body {operation.body.required ? "" : "(optional)"}
          </Title>
          <Text size="sm">
            {operation.body.contentType && <code>{operation.body.contentType}</code>}{" "}
            {operation.body.type && <TypeText type={operation.body.type} onSchema={onSchema} />}
          </Text>
          <Description text={operation.body.description} />
        </>
      )}

      <Title order={4} size="h6">
        Responses
      </Title>
      <ReferenceTable label={`Responses of ${operation.id}`} columns={["Status", "Body", "Description"]}>
        {operation.responses.map((response) => (
          <Table.Tr key={response.status}>
            <Table.Td>
              <Badge variant="light" color={statusColor(response.status)}>
                {response.status}
              </Badge>
            </Table.Td>
            <Table.Td>{response.type ? <TypeText type={response.type} onSchema={onSchema} /> : "—"}</Table.Td>
            <Table.Td>
              <Description text={response.description} />
            </Table.Td>
          </Table.Tr>
        ))}
      </ReferenceTable>
    </Stack>
  );
}
