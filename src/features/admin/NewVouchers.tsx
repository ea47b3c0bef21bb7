import { ActionIcon, Button, Group, Paper, Stack, Table, Text, Title, VisuallyHidden } from "@mantine/core";
import type { Voucher } from "@kubecloud/sdk";
import { CheckIcon } from "../../components/icons.tsx";
import { icon } from "../../components/icon.tsx";
import { formatDateTime, formatUsd } from "../../lib/format.ts";
import { csvBlob } from "../../lib/csv.ts";
import { vouchersCsv } from "./csv.ts";
import { saveFile } from "../../lib/save-file.ts";
import { useCopy } from "./use-copy.ts";
import { csvName } from "./voucher-view.ts";
import classes from "./AdminTables.module.css";

const CopyIcon = /* @__PURE__ */ icon(
  [
    "M8 8m0 2a2 2 0 0 1 2 -2h8a2 2 0 0 1 2 2v8a2 2 0 0 1 -2 2h-8a2 2 0 0 1 -2 -2z",
    "M16 8v-2a2 2 0 0 0 -2 -2h-8a2 2 0 0 0 -2 2v8a2 2 0 0 0 2 2h2",
  ],
  "CopyIcon",
);

const ALL = "all";

/** The vouchers just generated, shown at once: copy one or all codes, or download them as CSV. */
export function NewVouchers({ vouchers, onDismiss }: { vouchers: Voucher[]; onDismiss: () => void }) {
  const { copied, copy } = useCopy();
  const codes = vouchers.map((v) => v.code);
  const announcement =
    copied === ALL
      ? `Copied ${codes.length} codes to the clipboard`
      : copied
        ? `Copied ${copied} to the clipboard`
        : "";
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="new-vouchers">
      <Stack>
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Title order={3} size="h4" id="new-vouchers">
              {vouchers.length === 1 ? "1 New Voucher" : `${vouchers.length} New Vouchers`}
            </Title>
            <Text size="sm" c="dimmed">
              {formatUsd(vouchers[0]?.value ?? 0)} each, valid until {formatDateTime(vouchers[0]?.expires_at ?? "")}.
              They are also in the list below.
            </Text>
          </div>
          <Group gap="xs">
            <Button
              variant="light"
              leftSection={copied === ALL ? <CheckIcon /> : <CopyIcon />}
              onClick={() => void copy(ALL, codes.join("\n"))}
            >
              {copied === ALL ? "Copied" : "Copy All"}
            </Button>
            <Button variant="default" onClick={() => saveFile(csvBlob(vouchersCsv(vouchers)), csvName(vouchers))}>
              Download CSV
            </Button>
            <Button variant="subtle" onClick={onDismiss}>
              Done
            </Button>
          </Group>
        </Group>
        <div className={classes.codeList} tabIndex={0} role="region" aria-label="New voucher codes">
          <Table verticalSpacing={4}>
            <Table.Tbody>
              {vouchers.map((voucher) => (
                <Table.Tr key={voucher.id}>
                  <Table.Td className={classes.code}>{voucher.code}</Table.Td>
                  <Table.Td w={48}>
                    <ActionIcon
                      variant="subtle"
                      color={copied === voucher.code ? "green" : "gray"}
                      aria-label={`Copy ${voucher.code}`}
                      onClick={() => void copy(voucher.code, voucher.code)}
                    >
                      {copied === voucher.code ? <CheckIcon /> : <CopyIcon />}
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
        <VisuallyHidden role="status">{announcement}</VisuallyHidden>
      </Stack>
    </Paper>
  );
}
