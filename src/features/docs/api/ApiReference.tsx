import { Badge, Code, Stack, Text, TextInput, Title } from "@mantine/core";
import { useState } from "react";
import { reveal } from "../reveal.ts";
import { apiReference, operationAnchor, schemaAnchor, tagAnchor, type ApiOperation } from "./api-reference.ts";
import { Description } from "./Description.tsx";
import { Disclosure } from "./Disclosure.tsx";
import { OperationDetails } from "./OperationDetails.tsx";
import { SchemaDetails } from "./SchemaDetails.tsx";
import classes from "../DocsPage.module.css";

const methodColor: Record<string, string> = {
  get: "blue",
  post: "green",
  put: "orange",
  patch: "yellow",
  delete: "red",
};

const matches = (operation: ApiOperation, filter: string) =>
  !filter ||
  [operation.path, operation.summary, operation.id, operation.method].some((text) =>
    text.toLowerCase().includes(filter),
  );

/** Which operations and schemas are open; `disclosure(id)` gives a Disclosure its id, state and toggle. */
function useOpenSections() {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string, isOpen: boolean) =>
    setOpen((current) => {
      if (current.has(id) === isOpen) return current;
      const next = new Set(current);
      if (isOpen) next.add(id);
      else next.delete(id);
      return next;
    });
  const disclosure = (id: string) => ({
    id,
    open: open.has(id),
    onToggle: (isOpen: boolean) => toggle(id, isOpen),
  });
  return { disclosure, toggle };
}

/** An operation's line: its method, path and summary. */
function OperationSummary({ operation }: { operation: ApiOperation }) {
  return (
    <span className={classes.operation}>
      <Badge variant="light" color={methodColor[operation.method]} w={72}>
        {operation.method}
      </Badge>
      <code>{operation.path}</code>
      <span className={classes.operationSummary}>{operation.summary}</span>
    </span>
  );
}

/** The API reference generated from the contract: operations grouped by tag, then the schemas. */
export function ApiReference() {
  const [filter, setFilter] = useState("");
  const query = filter.trim().toLowerCase();
  const { disclosure, toggle } = useOpenSections();

  const showSchema = (name: string) => {
    toggle(schemaAnchor(name), true);
    requestAnimationFrame(() => reveal(schemaAnchor(name)));
  };

  const tags = apiReference.tags.map((tag) => ({
    ...tag,
    operations: tag.operations.filter((operation) => matches(operation, query)),
  }));

  return (
    <Stack gap="xl">
      <div>
        <Title order={1} id="docs-title" tabIndex={-1}>
          API Reference
        </Title>
        <Text c="dimmed" mt="xs">
          {apiReference.title} {apiReference.version}. {apiReference.summary} Base URL:{" "}
          <Code>{apiReference.server}</Code>. Authenticated operations take{" "}
          <Code>Authorization: Bearer &lt;access token&gt;</Code>.
        </Text>
      </div>
      <TextInput
        label="Filter operations"
        placeholder="Path, summary or method, e.g. deployments"
        value={filter}
        onChange={(event) => setFilter(event.currentTarget.value)}
        maw={420}
      />
      {tags.map(
        (tag) =>
          tag.operations.length > 0 && (
            <section key={tag.name} aria-labelledby={tagAnchor(tag.name)}>
              <Title order={2} id={tagAnchor(tag.name)} tabIndex={-1} mb={4}>
                {tag.name}
              </Title>
              <Description text={tag.description} />
              <Stack gap={6} mt="sm">
                {tag.operations.map((operation) => (
                  <Disclosure
                    key={operation.id}
                    {...disclosure(operationAnchor(operation.id))}
                    summary={<OperationSummary operation={operation} />}
                  >
                    {() => <OperationDetails operation={operation} onSchema={showSchema} />}
                  </Disclosure>
                ))}
              </Stack>
            </section>
          ),
      )}
      {tags.every((tag) => tag.operations.length === 0) && <Text>No operation matches “{filter}”.</Text>}
      <section aria-labelledby="api-schemas">
        <Title order={2} id="api-schemas" tabIndex={-1} mb="sm">
          Schemas
        </Title>
        <Stack gap={6}>
          {apiReference.schemas.map((schema) => (
            <Disclosure
              key={schema.name}
              {...disclosure(schemaAnchor(schema.name))}
              summary={<code>{schema.name}</code>}
            >
              {() => <SchemaDetails schema={schema} onSchema={showSchema} />}
            </Disclosure>
          ))}
        </Stack>
      </section>
    </Stack>
  );
}
