import { clusterNodeInputTypeValues, ROOTFS_GB } from "@kubecloud/sdk";
import { z } from "zod";
import { gridRegions } from "./regions.ts";

// The rules of a cluster and its VMs (product-rules §5): the contract's names, roles and lower bounds, our upper
// bounds, names unique without regard to case, at least one master and one SSH key per VM. These schemas are the
// one model of a cluster being defined: the form's draft types are their input, what is sent their output.

/**
 * The contract's lower bounds of a VM (ClusterNodeInput: cpu ≥ 1 and ≤ 255, memory ≥ 2048 MB,
 * disk_size ≥ 10240 MB, root_size ≥ 5120 MB) and names (3–20 letters and digits), in the units the user types;
 * schemas.test.ts checks them against the contract. The upper bounds of RAM and disk are ours (the server has none).
 */
export const vmLimits = {
  cpu: { min: 1, max: 255 },
  memoryGb: { min: 2, max: 256 },
  diskGb: { min: 10, max: 10_000 },
  /** Every VM gets this root filesystem besides its data disk (the contract's minimum root_size). */
  rootfsGb: ROOTFS_GB,
  name: { min: 3, max: 20, pattern: /^[A-Za-z0-9]+$/ },
} as const;

/**
 * The roles a VM can be given: the contract's node types but `leader`, which the console never sends (without
 * one, the server promotes the first master).
 */
const vmRole = z.enum(clusterNodeInputTypeValues).exclude(["leader"]);

const { name: nameRule } = vmLimits;

export const clusterMessages = {
  nameRequired: "Cluster name is required",
  nameTooShort: `Cluster name must be at least ${nameRule.min} characters`,
  nameTooLong: `Cluster name must be no more than ${nameRule.max} characters`,
  nameFormat: "Use letters and digits only (no spaces, dashes or dots)",
  nameTaken: "You already have a cluster with this name",
  vmNameRequired: "Name is required",
  vmNameTooShort: `Name must be at least ${nameRule.min} characters`,
  vmNameTooLong: `Name must be no more than ${nameRule.max} characters`,
  vmNameTaken: "Another VM of this cluster has this name",
  sshKeys: "Choose at least one SSH key",
  oneMaster: "A cluster needs at least one master",
} as const;

function name(
  messages: { required: string; short: string; long: string },
  taken: ReadonlySet<string>,
  takenMessage: string,
) {
  return z
    .string()
    .trim()
    .min(1, messages.required)
    .min(nameRule.min, messages.short)
    .max(nameRule.max, messages.long)
    .regex(nameRule.pattern, clusterMessages.nameFormat)
    .refine((value) => !taken.has(value.toLowerCase()), takenMessage);
}

/** A whole number typed in a NumberInput ("" while empty) between `min` and `max`. */
function size(label: string, min: number, max: number, unit = "") {
  const withUnit = (n: number) => `${n}${unit ? ` ${unit}` : ""}`;
  return z.union([z.number(), z.string()]).transform((value, ctx) => {
    const number = typeof value === "number" ? value : value.trim() === "" ? Number.NaN : Number(value);
    const fail = (message: string) => {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    };
    if (typeof value === "string" && value.trim() === "") return fail(`${label} is required`);
    if (!Number.isFinite(number)) return fail(`${label} must be a number`);
    if (!Number.isInteger(number)) return fail(`${label} must be a whole number`);
    if (number < min) return fail(`${label} must be at least ${withUnit(min)}`);
    if (number > max) return fail(`${label} must be no more than ${withUnit(max)}`);
    return number;
  });
}

/** One VM; `takenNames` are names it may not have (the cluster's other nodes when adding one). */
export function vmSchema(takenNames: ReadonlySet<string> = new Set()) {
  return z.object({
    key: z.string(),
    name: name(
      {
        required: clusterMessages.vmNameRequired,
        short: clusterMessages.vmNameTooShort,
        long: clusterMessages.vmNameTooLong,
      },
      takenNames,
      clusterMessages.vmNameTaken,
    ),
    role: vmRole,
    cpu: size("vCPU", vmLimits.cpu.min, vmLimits.cpu.max),
    memoryGb: size("RAM", vmLimits.memoryGb.min, vmLimits.memoryGb.max, "GB"),
    diskGb: size("Disk", vmLimits.diskGb.min, vmLimits.diskGb.max, "GB"),
    sshKeyIds: z.array(z.number()).min(1, clusterMessages.sshKeys),
    nodeId: z.number().nullable(),
    gpuIds: z.array(z.string()),
  });
}

/** VM names are unique within the cluster: the second of two equal names gets the message. */
function uniqueNames(vms: { name: string }[], ctx: z.RefinementCtx) {
  const seen = new Set<string>();
  vms.forEach((vm, index) => {
    const key = vm.name.trim().toLowerCase();
    if (key && seen.has(key))
      ctx.addIssue({ code: "custom", message: clusterMessages.vmNameTaken, path: [index, "name"] });
    seen.add(key);
  });
}

/** The wizard's cluster: a name none of the user's clusters has, VMs with unique names, a master among them. */
export function clusterSchema(existingClusters: readonly string[]) {
  const taken = new Set(existingClusters.map((cluster) => cluster.toLowerCase()));
  return z.object({
    name: name(
      {
        required: clusterMessages.nameRequired,
        short: clusterMessages.nameTooShort,
        long: clusterMessages.nameTooLong,
      },
      taken,
      clusterMessages.nameTaken,
    ),
    vms: z
      .array(vmSchema())
      .superRefine(uniqueNames)
      .refine((vms) => vms.some((vm) => vm.role === "master"), clusterMessages.oneMaster),
    region: z.enum(gridRegions).nullish(),
  });
}

/** The add-node form: one VM whose name no node of the cluster has (the server refuses it with a 409). */
export function addNodeSchema(clusterNodeNames: readonly string[]) {
  return z.object({
    vms: z.tuple([vmSchema(new Set(clusterNodeNames.map((node) => node.toLowerCase())))]),
  });
}

/** A VM's role: master or worker. */
export type VmRole = z.output<typeof vmRole>;

/**
 * One VM as the user defines and places it (the schema's input): `key` is its stable identity in the editor
 * (React keys, automatic placement) and never sent; a NumberInput gives "" while a size is empty (the schema turns
 * that into "required"); `nodeId` is null until placed; `gpuIds` are GPUs of that node passed through to it.
 */
export type VmDraft = z.input<ReturnType<typeof vmSchema>>;
/** One VM as the schema reads it: sizes are whole numbers. */
export type VmValues = z.output<ReturnType<typeof vmSchema>>;
/**
 * The wizard's cluster as the user defines it. Its region (continent) only narrows the nodes placement offers
 * (none: every region); the server has no region.
 */
export type ClusterDraft = z.input<ReturnType<typeof clusterSchema>>;
export type ClusterValues = z.output<ReturnType<typeof clusterSchema>>;
/** The add-node form: the one VM added. */
export type AddNodeDraft = z.input<ReturnType<typeof addNodeSchema>>;
export type AddNodeValues = z.output<ReturnType<typeof addNodeSchema>>;
