#!/usr/bin/env node
// Signs in and prints live events as they arrive (Ctrl-C to stop; FOLLOW_SECONDS to stop by itself).
//   KUBECLOUD_EMAIL=… KUBECLOUD_PASSWORD=… node examples/follow-events.mjs
import {
  createKubeCloudClient,
  createLiveEvents,
  createMemoryTokenStore,
  fetchEventSource,
  messages,
} from "@kubecloud/sdk";

const api = createKubeCloudClient({
  baseUrl: process.env.KUBECLOUD_API_URL ?? "http://localhost:8080/api",
  tokens: createMemoryTokenStore(),
});
const tokens = await api.call("post", "/v1/user/login", {
  body: {
    email: process.env.KUBECLOUD_EMAIL ?? "amira@example.com",
    password: process.env.KUBECLOUD_PASSWORD ?? "Str0ng!Pass",
  },
});

const live = createLiveEvents({
  url: (token) => api.eventsUrl(token),
  createEventSource: fetchEventSource(),
  onConnectionChange: (connected) => console.log(connected ? messages.events.connected : "Disconnected, retrying…"),
  onEvent: (event) => {
    const text = event.data.message || messages.events[event.type] || messages.events.other;
    console.log(`[${event.severity}] ${event.type}: ${text}`);
  },
  onParseError: (error) => console.error("Unreadable event:", error),
});
live.setToken(tokens.access_token);

const seconds = Number(process.env.FOLLOW_SECONDS ?? 0);
if (seconds > 0) setTimeout(() => live.close(), seconds * 1000);
process.on("SIGINT", () => live.close());
