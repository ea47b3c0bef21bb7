// Every command module, in the order `kubecloud --help` lists them. Each exports one `register`.
import type { Command } from "commander";
import type { Runtime } from "../runtime.ts";
import { register as account } from "./account.ts";
import { register as admin } from "./admin.ts";
import { register as auth } from "./auth.ts";
import { register as clusters } from "./clusters.ts";
import { register as completion } from "./completion.ts";
import { register as deploy } from "./deploy.ts";
import { register as events } from "./events.ts";
import { register as kubeconfig } from "./kubeconfig.ts";
import { register as nodes } from "./nodes.ts";
import { register as sshKeys } from "./ssh-keys.ts";

export type Register = (program: Command, rt: () => Runtime) => void;

export const commands: Array<Register> = [
  auth,
  account,
  sshKeys,
  nodes,
  clusters,
  deploy,
  kubeconfig,
  events,
  admin,
  completion,
];
