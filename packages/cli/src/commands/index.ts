// Every command module, in the order `kubecloud --help` lists them. Each exports one `register`.
import type { Command } from "commander";
import type { Runtime } from "../runtime.ts";
import { register as clusters } from "./clusters.ts";
import { register as deploy } from "./deploy.ts";
import { register as kubeconfig } from "./kubeconfig.ts";

export type Register = (program: Command, rt: () => Runtime) => void;

export const commands: Array<Register> = [clusters, deploy, kubeconfig];
