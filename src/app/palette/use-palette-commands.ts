import { useComputedColorScheme, useMantineColorScheme } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useLocation } from "react-router-dom";
import { paths } from "../../config/paths.ts";
import { useApi } from "../../lib/api-context.ts";
import { clusterQueries } from "../../lib/queries/clusters.ts";
import { maintenanceQueries } from "../../lib/queries/maintenance.ts";
import { nodeQueries } from "../../lib/queries/nodes.ts";
import { useSession } from "../../lib/session/session-context.ts";
import { useSignOut } from "../../lib/session/use-sign-out.ts";
import { buildCommands, type Command } from "./commands.ts";
import { readRecent, rememberRecent } from "./recent.ts";
import { isClustersScreen } from "./shortcut-list.ts";

/**
 * The palette's commands for `query`. It asks the server for nothing on its own: the clusters and reserved
 * nodes come from the query cache, and only once something is typed may the lists it lacks be fetched (the
 * user asked for them by typing). The maintenance status is only ever read from the cache.
 */
export function usePaletteCommands(query: string, showShortcuts: () => void) {
  const api = useApi();
  const { signedIn, isAdmin, user } = useSession();
  const location = useLocation();
  const signOut = useSignOut();
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme("dark");
  const typed = query.trim() !== "";
  const clusters = useQuery({ ...clusterQueries.list(api), enabled: signedIn && typed }).data;
  const rented = useQuery({ ...nodeQueries.rented(api), enabled: signedIn && typed }).data;
  const maintenance = useQuery({ ...maintenanceQueries.status(api), enabled: false }).data === true;

  const account = user ? `user-${user.ID}` : "guest";
  const [recent, setRecent] = useState(() => readRecent(localStorage, account));
  const commands = useMemo(
    () =>
      buildCommands({
        signedIn,
        isAdmin,
        maintenance,
        clusters: signedIn ? clusters : undefined,
        rented: signedIn ? rented : undefined,
        query,
        scheme,
        onClustersScreen: isClustersScreen(location),
        recent,
        toggleTheme: () => setColorScheme(scheme === "dark" ? "light" : "dark"),
        signOut: () => signOut(paths.home),
        showShortcuts,
      }),
    [
      signedIn,
      isAdmin,
      maintenance,
      clusters,
      rented,
      query,
      scheme,
      location,
      recent,
      setColorScheme,
      signOut,
      showShortcuts,
    ],
  );
  const remember = (command: Command) => setRecent(rememberRecent(localStorage, account, command));
  return { commands, recent: recent.map((entry) => entry.id), remember };
}
