import { Modal, Table, Text } from "@mantine/core";
import { Keys } from "./Keys.tsx";
import { paletteKeys, shortcutHelp, type KeyHelp } from "./shortcut-list.ts";

/** One table of keys and what they do. */
function KeyTable({ caption, rows }: { caption: string; rows: KeyHelp[] }) {
  return (
    <Table captionSide="top" verticalSpacing={6} mb="lg">
      <Table.Caption ta="start" fw={600} c="var(--mantine-color-text)">
        {caption}
      </Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th w="40%">Keys</Table.Th>
          <Table.Th>What they do</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.what}>
            <Table.Td>
              <Keys keys={row.keys} joiner={row.joiner} />
            </Table.Td>
            <Table.Td>{row.what}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The `?` dialog: every keyboard shortcut (issue 25). Loaded on first use. */
export default function ShortcutHelp({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Keyboard Shortcuts"
      size="lg"
      returnFocus={false}
      closeButtonProps={{ "aria-label": "Close" }}
    >
      <Text size="sm" mb="md">
        Shortcuts work anywhere but in a text field. The single keys never act with Ctrl, Alt or ⌘ held.
      </Text>
      <KeyTable caption="Anywhere" rows={shortcutHelp} />
      <KeyTable caption="In the command palette" rows={paletteKeys} />
    </Modal>
  );
}
