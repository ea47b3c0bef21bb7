import { useQuery } from "@tanstack/react-query";
import { useApi } from "../../lib/api-context.ts";
import { maintenanceQueries } from "../../lib/queries/maintenance.ts";

/** Whether maintenance is on, as the route guard last heard (the guard does the checking). */
export function useMaintenanceOn(): boolean {
  const api = useApi();
  return useQuery(maintenanceQueries.status(api)).data === true;
}
