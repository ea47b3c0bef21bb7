import { Alert, Button, FileButton, Group, List, Stack, Text, Textarea } from "@mantine/core";
import type { SshKey } from "@kubecloud/sdk";
import { useId, useState, type DragEvent } from "react";
import { Dialog } from "../../../components/Dialog.tsx";
import { ErrorIcon } from "../../../components/icons.tsx";
import { UploadIcon } from "../cluster-icons.tsx";
import type { ClusterDraft } from "../schemas.ts";
import { importRequest, readFileText, type FileProblem } from "./request-file.ts";

interface ImportDialogProps {
  opened: boolean;
  onClose: () => void;
  keys: readonly SshKey[];
  taken: readonly string[];
  /** A draft to put in the wizard; `problems` are shown at its fields there. */
  onImport: (draft: ClusterDraft, withProblems: boolean) => void;
}

/**
 * The request's text (typed, pasted or read from a file) and what reading it found: a request without problems
 * goes to the wizard at once; one with problems keeps its draft for "Fix It in the Wizard".
 */
function useImportRequest({ keys, taken, onImport }: Pick<ImportDialogProps, "keys" | "taken" | "onImport">) {
  const [text, setText] = useState("");
  const [problems, setProblems] = useState<FileProblem[]>([]);
  const [draft, setDraft] = useState<ClusterDraft | null>(null);
  const [reading, setReading] = useState(false);

  async function read() {
    setReading(true);
    try {
      const file = await readFileText(text);
      if ("problem" in file) {
        setProblems([file.problem]);
        setDraft(null);
        return;
      }
      const imported = importRequest(file.value, keys, taken);
      if (imported.problems.length === 0) {
        onImport(imported.draft, false);
        setProblems([]);
        setText("");
        return;
      }
      setProblems(imported.problems);
      setDraft(imported.draft);
    } finally {
      setReading(false);
    }
  }

  /** New text: what the old text's reading found no longer holds. */
  function edit(next: string) {
    setText(next);
    setProblems([]);
    setDraft(null);
  }

  async function load(file: File | null | undefined) {
    if (!file) return;
    edit(await file.text());
  }

  return { text, problems, draft, reading, read, edit, load };
}

/** Each problem of the request, at its field. */
function ProblemList({ id, problems }: { id: string; problems: readonly FileProblem[] }) {
  return (
    <Alert
      color="red"
      variant="light"
      icon={<ErrorIcon />}
      id={id}
      title="The request cannot be used as it is"
      role="alert"
    >
      <List size="sm" spacing={4}>
        {problems.map((problem) => (
          <List.Item key={`${problem.field}:${problem.message}`}>
            {problem.field ? `${problem.field}: ` : ""}
            {problem.message}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

/**
 * Import a deploy request (the file Export saves, or one written for `kubecloud deploy -f`): pasted, chosen or
 * dropped. A file with problems lists each at its field and keeps the text as it is, so nothing typed is lost;
 * it can still be opened in the wizard, which then shows each problem at its field.
 */
export function ImportDialog({ opened, onClose, keys, taken, onImport }: ImportDialogProps) {
  const { text, problems, draft, reading, read, edit, load } = useImportRequest({ keys, taken, onImport });
  const problemsId = useId();

  function drop(event: DragEvent) {
    event.preventDefault();
    void load(event.dataTransfer.files[0]);
  }

  return (
    <Dialog opened={opened} onClose={onClose} title="Import a Request" size="lg">
      <Stack gap="sm" onDragOver={(event) => event.preventDefault()} onDrop={drop}>
        <Text size="sm">
          Paste the YAML or JSON that Export saves (the file kubecloud deploy -f reads), choose the file, or drop it
          here. It replaces what the wizard holds now.
        </Text>
        {/* A fixed height the user can stretch, not autosize: autosize measures a hidden copy it appends to the
            page, which forces a style and layout pass of the whole wizard as the dialog opens (0.6 s of the first
            open's 0.95 s at 4× CPU throttling, npm run bench:inp). */}
        <Textarea
          label="Request (YAML or JSON)"
          rows={10}
          resize="vertical"
          spellCheck={false}
          styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)" } }}
          value={text}
          // The text stays as typed, not coloured as an error: the list below says where to look.
          aria-invalid={problems.length > 0}
          aria-describedby={problems.length > 0 ? problemsId : undefined}
          onChange={(event) => edit(event.currentTarget.value)}
        />
        {problems.length > 0 && <ProblemList id={problemsId} problems={problems} />}
        <Group justify="space-between" gap="xs">
          <FileButton onChange={(file) => void load(file)} accept=".yaml,.yml,.json,application/json,application/yaml">
            {(props) => (
              <Button {...props} variant="default" leftSection={<UploadIcon />}>
                Choose a File
              </Button>
            )}
          </FileButton>
          <Group gap="xs">
            {draft && (
              <Button variant="default" onClick={() => onImport(draft, true)}>
                Fix It in the Wizard
              </Button>
            )}
            <Button onClick={() => void read()} loading={reading} disabled={text.trim() === ""}>
              Import
            </Button>
          </Group>
        </Group>
      </Stack>
    </Dialog>
  );
}
