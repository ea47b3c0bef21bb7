import type { KubeCloudClient, KubeCloudClientOptions } from "./client.ts";
import { eventStreamPath } from "./generated/stream.ts";

/**
 * The same client, whose request code (openapi-fetch and the call pipeline) is loaded on demand: by the first
 * call, or earlier through `load()`. An app that paints before it calls the API (a prerendered page) keeps it
 * out of its first load. The event stream's URL needs none of it.
 */
export function createLazyKubeCloudClient(
  options: KubeCloudClientOptions,
): KubeCloudClient & { load: () => Promise<KubeCloudClient> } {
  let client: Promise<KubeCloudClient> | undefined;
  const load = () => (client ??= import("./client.ts").then((module) => module.createKubeCloudClient(options)));
  const baseUrl = options.baseUrl.replace(/\/+$/, "");
  const call: KubeCloudClient["call"] = async (method, path, ...args) => (await load()).call(method, path, ...args);
  return {
    baseUrl,
    tokens: options.tokens,
    call,
    refreshSession: async () => (await load()).refreshSession(),
    eventsUrl: (token) => `${baseUrl}${eventStreamPath}?token=${encodeURIComponent(token)}`,
    load,
  };
}
