import { Group, Paper, Stack, Text } from "@mantine/core";
import type { SshKey } from "@kubecloud/sdk";
import { useEffect, useState, type Ref } from "react";
import { CopyValueButton } from "../../components/CopyValueButton.tsx";
import { IconAction } from "../../components/IconAction.tsx";
import { TrashIcon } from "../../components/icons.tsx";
import { keyFingerprint, shortenKey } from "../../entities/ssh-keys/ssh-key-format.ts";
import { formatDate } from "../../lib/format.ts";

/** The key's SHA256 fingerprint (as ssh-keygen -l shows it), or the shortened key while it is computed. */
function Fingerprint({ publicKey }: { publicKey: string }) {
  const [fingerprint, setFingerprint] = useState<{ of: string; value?: string }>();
  useEffect(() => {
    let current = true;
    void keyFingerprint(publicKey).then((value) => {
      if (current) setFingerprint({ of: publicKey, value });
    });
    return () => {
      current = false;
    };
  }, [publicKey]);
  return <>{(fingerprint?.of === publicKey && fingerprint.value) || shortenKey(publicKey)}</>;
}

function KeyRow({ sshKey, onDelete }: { sshKey: SshKey; onDelete: () => void }) {
  const [type, , ...comment] = sshKey.public_key.trim().split(/\s+/);
  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
        <Stack gap={4} miw={0}>
          <Text fw={600}>{sshKey.name}</Text>
          <Text size="sm" ff="monospace" style={{ overflowWrap: "anywhere" }}>
            <Fingerprint publicKey={sshKey.public_key} />
          </Text>
          <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
            {[type, comment.join(" "), `added ${formatDate(sshKey.created_at)}`].filter(Boolean).join(" · ")}
          </Text>
        </Stack>
        <Group gap={4} wrap="nowrap">
          <CopyValueButton
            value={sshKey.public_key}
            what={`the public key of ${sshKey.name}`}
            tooltip="Copy public key"
            size="lg"
          />
          <IconAction
            tooltip="Delete key"
            label={`Delete ${sshKey.name}`}
            onClick={onDelete}
            color="red"
            size="lg"
            withArrow
          >
            <TrashIcon />
          </IconAction>
        </Group>
      </Group>
    </Paper>
  );
}

interface SshKeyListProps {
  keys: SshKey[];
  onDelete: (key: SshKey) => void;
  /** The list takes the focus (from script) after one of its keys was deleted. */
  listRef?: Ref<HTMLUListElement>;
}

/** Each key: name, fingerprint, type, comment and date, with copy and delete. */
export function SshKeyList({ keys, onDelete, listRef }: SshKeyListProps) {
  return (
    <ul
      ref={listRef}
      tabIndex={-1}
      aria-label="SSH keys"
      style={{
        listStyle: "none",
        padding: 0,
        margin: 0,
        display: "flex",
        flexDirection: "column",
        gap: "var(--mantine-spacing-sm)",
      }}
    >
      {keys.map((key) => (
        <KeyRow key={key.ID} sshKey={key} onDelete={() => onDelete(key)} />
      ))}
    </ul>
  );
}
