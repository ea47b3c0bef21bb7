import { Group, NativeSelect, Stack } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import type { AdminUser } from "@kubecloud/sdk";
import { useState } from "react";
import { useApi } from "../../lib/api-context.ts";
import { useSession } from "../../lib/session/session-context.ts";
import { CreditDialog } from "./CreditDialog.tsx";
import { adminQueries } from "./queries.ts";
import { RemoveUserDialog } from "./RemoveUserDialog.tsx";
import { useListControls } from "./use-list-controls.ts";
import { PagedList, ListSectionHeader, SearchField } from "./SectionParts.tsx";
import { viewUsers, type SortDirection, type UserSort, type UserSortKey } from "./table-view.ts";
import { UsersTable } from "./UsersTable.tsx";

/** The direction a column sorts in when first chosen: balances highest first, the others A–Z or oldest first. */
const firstDirection = (key: UserSortKey): SortDirection => (key === "balance" ? "descending" : "ascending");
const opposite = (direction: SortDirection): SortDirection => (direction === "ascending" ? "descending" : "ascending");

/** How the order menu words each column and its two directions. */
const sortWords: [UserSortKey, string, Record<SortDirection, string>][] = [
  ["username", "Name", { ascending: "A–Z", descending: "Z–A" }],
  ["email", "Email", { ascending: "A–Z", descending: "Z–A" }],
  ["balance", "Balance", { ascending: "lowest first", descending: "highest first" }],
  ["ID", "ID", { ascending: "oldest first", descending: "newest first" }],
];

/** The order menu: each column in its first direction, then reversed ("Name (A–Z)", "Name (Z–A)", …). */
const sortChoices = sortWords.flatMap(([key, name, words]) =>
  [firstDirection(key), opposite(firstDirection(key))].map((direction) => ({
    value: `${key}:${direction}`,
    label: `${name} (${words[direction]})`,
  })),
);

/** Users: search by name or email, sort by any column, pages of 10; credit and remove. */
export function UsersSection() {
  const api = useApi();
  const { user: me } = useSession();
  const users = useQuery(adminQueries.users(api));
  const controls = useListControls();
  const [sort, setSort] = useState<UserSort>({ key: "username", direction: "ascending" });
  const [crediting, setCrediting] = useState<AdminUser | null>(null);
  const [removing, setRemoving] = useState<AdminUser | null>(null);

  const sortBy = (key: UserSortKey) => {
    setSort((current) =>
      current.key === key ? { key, direction: opposite(current.direction) } : { key, direction: firstDirection(key) },
    );
    controls.setPage(1);
  };

  return (
    <Stack>
      <ListSectionHeader title="Users" description="Find users, credit their balance or remove them." list={users} />
      <Group align="flex-end" gap="sm">
        <SearchField label="Search users" pageSearch placeholder="Search users by name or email" controls={controls} />
        {/* Below 768 px the table's headers are hidden (each user is a card), so the order is chosen here. */}
        <NativeSelect
          hiddenFrom="sm"
          label="Sort by"
          value={`${sort.key}:${sort.direction}`}
          onChange={(event) => {
            const [key, direction] = event.currentTarget.value.split(":") as [UserSortKey, SortDirection];
            setSort({ key, direction });
            controls.setPage(1);
          }}
          data={sortChoices}
          style={{ flex: "1 1 220px" }}
        />
      </Group>
      <PagedList
        query={users}
        what="users"
        noun="user"
        show={(list) => viewUsers(list, controls.search, sort)}
        controls={controls}
        none="No users yet."
        noMatch={`No user matches "${controls.search.trim()}".`}
      >
        {(items) => (
          <UsersTable
            users={items}
            sort={sort}
            onSort={sortBy}
            ownId={me?.ID}
            onCredit={setCrediting}
            onRemove={setRemoving}
          />
        )}
      </PagedList>
      <CreditDialog user={crediting} onClose={() => setCrediting(null)} />
      <RemoveUserDialog user={removing} onClose={() => setRemoving(null)} />
    </Stack>
  );
}
