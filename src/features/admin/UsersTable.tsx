import { Badge, Button, Group, Table, Text, Tooltip, UnstyledButton } from "@mantine/core";
import type { AdminUser } from "@kubecloud/sdk";
import { icon } from "../../components/icon.tsx";
import { formatUsd } from "../../lib/format.ts";
import type { UserSort, UserSortKey } from "./table-view.ts";
import { DataCell, DataTable } from "../../components/table/DataTable.tsx";
import classes from "./AdminTables.module.css";

const AscendingIcon = /* @__PURE__ */ icon(["M6 15l6 -6l6 6"], "AscendingIcon", { size: 14 });
const DescendingIcon = /* @__PURE__ */ icon(["M6 9l6 6l6 -6"], "DescendingIcon", { size: 14 });
const UnsortedIcon = /* @__PURE__ */ icon(["M8 9l4 -4l4 4", "M16 15l-4 4l-4 -4"], "UnsortedIcon", { size: 14 });

interface SortHeaderProps {
  label: string;
  sortKey: UserSortKey;
  sort: UserSort;
  onSort: (key: UserSortKey) => void;
  numeric?: boolean;
}

/** A column header that sorts the table; `aria-sort` tells assistive technology which way. */
function SortHeader({ label, sortKey, sort, onSort, numeric = false }: SortHeaderProps) {
  const active = sort.key === sortKey;
  const Icon = !active ? UnsortedIcon : sort.direction === "ascending" ? AscendingIcon : DescendingIcon;
  return (
    <Table.Th scope="col" aria-sort={active ? sort.direction : undefined} ta={numeric ? "right" : undefined}>
      <UnstyledButton className={classes.sortButton} onClick={() => onSort(sortKey)}>
        {label}
        <Icon />
      </UnstyledButton>
    </Table.Th>
  );
}

interface UsersTableProps {
  users: AdminUser[];
  sort: UserSort;
  onSort: (key: UserSortKey) => void;
  /** The signed-in admin's own id: they cannot remove themselves. */
  ownId: number | undefined;
  onCredit: (user: AdminUser) => void;
  onRemove: (user: AdminUser) => void;
}

/** Users with their balance; Credit (verified users only) and Remove (anyone but yourself). */
export function UsersTable({ users, sort, onSort, ownId, onCredit, onRemove }: UsersTableProps) {
  const header = { sort, onSort };
  return (
    <DataTable
      label="Users"
      minWidth={760}
      columns={[
        <SortHeader label="ID" sortKey="ID" {...header} />,
        <SortHeader label="Name" sortKey="username" {...header} />,
        <SortHeader label="Email" sortKey="email" {...header} />,
        <SortHeader label="Balance" sortKey="balance" numeric {...header} />,
        <Table.Th scope="col">
          <span className={classes.actionsHeader}>Actions</span>
        </Table.Th>,
      ]}
    >
      {users.map((user) => (
        <Table.Tr key={user.ID}>
          <DataCell label="ID">{user.ID}</DataCell>
          <DataCell label="Name">
            <Group gap={6} wrap="nowrap">
              <Text size="sm">{user.username}</Text>
              {user.ID === ownId && <Badge variant="light">You</Badge>}
              {user.admin && user.ID !== ownId && <Badge variant="light">Admin</Badge>}
              {!user.verified && (
                <Badge variant="light" color="yellow">
                  Unverified
                </Badge>
              )}
            </Group>
          </DataCell>
          <DataCell label="Email">{user.email}</DataCell>
          <DataCell label="Balance" numeric="right">
            {formatUsd(user.balance)}
          </DataCell>
          <DataCell label="Actions">
            <Group gap="xs" wrap="nowrap">
              <Tooltip label="Only verified users can be credited" disabled={user.verified}>
                {/* A disabled button gets no pointer events: the wrapper shows the reason on hover. */}
                <span>
                  <Button
                    size="xs"
                    variant="light"
                    disabled={!user.verified}
                    aria-label={`Credit balance of ${user.username}`}
                    onClick={() => onCredit(user)}
                  >
                    Credit
                  </Button>
                </span>
              </Tooltip>
              <Button
                size="xs"
                variant="light"
                color="red"
                disabled={user.ID === ownId}
                aria-label={`Remove ${user.username}`}
                onClick={() => onRemove(user)}
              >
                Remove
              </Button>
            </Group>
          </DataCell>
        </Table.Tr>
      ))}
    </DataTable>
  );
}
