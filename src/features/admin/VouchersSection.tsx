import { Badge, Button, Group, SegmentedControl, Stack, Table, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import type { Voucher } from "@kubecloud/sdk";
import { useState } from "react";
import { useApi } from "../../lib/api-context.ts";
import { formatDateTime, formatUsd } from "../../lib/format.ts";
import { csvBlob } from "../../lib/csv.ts";
import { vouchersCsv } from "./csv.ts";
import { GenerateVouchersForm } from "./GenerateVouchersForm.tsx";
import { NewVouchers } from "./NewVouchers.tsx";
import { adminQueries } from "./queries.ts";
import { saveFile } from "../../lib/save-file.ts";
import { useListControls } from "./use-list-controls.ts";
import { PagedList, ListSectionHeader, SearchField } from "./SectionParts.tsx";
import { viewVouchers, voucherState, voucherStateLabels, type VoucherState } from "./voucher-view.ts";
import { DataCell, DataTable } from "../../components/table/DataTable.tsx";
import classes from "./AdminTables.module.css";

const stateColor: Record<VoucherState, string> = { available: "green", redeemed: "gray", expired: "red" };
type Filter = VoucherState | "all";

function VouchersTable({ vouchers, now }: { vouchers: Voucher[]; now: number }) {
  return (
    <DataTable
      label="All vouchers"
      minWidth={640}
      columns={["Voucher", { label: "Value", numeric: true }, "Status", "Created", "Expires"]}
    >
      {vouchers.map((voucher) => {
        const state = voucherState(voucher, now);
        return (
          <Table.Tr key={voucher.id}>
            <DataCell label="Voucher" className={classes.code}>
              {voucher.code}
            </DataCell>
            <DataCell label="Value" numeric="right">
              {formatUsd(voucher.value)}
            </DataCell>
            <DataCell label="Status">
              <Badge variant="light" color={stateColor[state]}>
                {voucherStateLabels[state]}
              </Badge>
            </DataCell>
            <DataCell label="Created" numeric>
              {formatDateTime(voucher.created_at)}
            </DataCell>
            <DataCell label="Expires" numeric>
              {formatDateTime(voucher.expires_at)}
            </DataCell>
          </Table.Tr>
        );
      })}
    </DataTable>
  );
}

/** Vouchers: generate a batch (its codes shown at once), then every voucher with search and state. */
export function VouchersSection() {
  const api = useApi();
  const vouchers = useQuery(adminQueries.vouchers(api));
  const [generated, setGenerated] = useState<Voucher[] | null>(null);
  const controls = useListControls();
  const [filter, setFilter] = useState<Filter>("all");
  // Whether a voucher has expired is judged at the time the list was loaded (Refresh moves it on).
  const now = vouchers.dataUpdatedAt;

  return (
    <Stack>
      <ListSectionHeader title="Vouchers" description="Generate and manage platform vouchers." list={vouchers} />
      <GenerateVouchersForm onGenerated={setGenerated} />
      {generated && <NewVouchers vouchers={generated} onDismiss={() => setGenerated(null)} />}
      <Title order={3} size="h4">
        All Vouchers
      </Title>
      <Group align="flex-end" gap="sm">
        <SearchField label="Search vouchers" pageSearch placeholder="Voucher code" controls={controls} />
        <SegmentedControl<Filter>
          aria-label="Voucher status"
          value={filter}
          onChange={(value) => {
            setFilter(value);
            controls.setPage(1);
          }}
          data={[
            { value: "all", label: "All" },
            { value: "available", label: "Available" },
            { value: "redeemed", label: "Redeemed" },
            { value: "expired", label: "Expired" },
          ]}
        />
      </Group>
      <PagedList
        query={vouchers}
        what="vouchers"
        noun="voucher"
        show={(list) => viewVouchers(list, controls.search, filter, now)}
        controls={controls}
        none="No vouchers yet."
        noMatch="No voucher matches."
        aside={(shown) => (
          <Button variant="default" size="xs" onClick={() => saveFile(csvBlob(vouchersCsv(shown)), "vouchers.csv")}>
            Download These {shown.length} as CSV
          </Button>
        )}
      >
        {(items) => <VouchersTable vouchers={items} now={now} />}
      </PagedList>
    </Stack>
  );
}
