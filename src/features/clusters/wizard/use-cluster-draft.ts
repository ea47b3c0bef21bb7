import { useWatch, type Control } from "react-hook-form";
import type { ClusterDraft, ClusterValues } from "../schemas.ts";

/**
 * The wizard's whole draft as the form holds it now (re-rendering on every change). Watched field by field:
 * the form's whole-value watch types every field as optional.
 */
export function useClusterDraft(control: Control<ClusterDraft, unknown, ClusterValues>): ClusterDraft {
  const [name, vms, region] = useWatch({ control, name: ["name", "vms", "region"] });
  return { name, vms, region };
}
