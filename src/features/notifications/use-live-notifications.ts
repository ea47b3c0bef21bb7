import { useQueryClient } from "@tanstack/react-query";
import {
  browserEventSource,
  type EventMessage,
  browserOnlineSignal,
  browserVisibilitySignal,
  createLiveEvents,
} from "@kubecloud/sdk";
import { useEffect, useEffectEvent, useRef } from "react";
import { useNavigate } from "react-router-dom";
import { dashboardPath, paths } from "../../config/paths.ts";
import { useApi } from "../../lib/api-context.ts";
import { NODE_UPDATE_EVENT } from "../../lib/node-events.ts";
import { accountQueries } from "../../lib/queries/account.ts";
import { clusterQueries } from "../../lib/queries/clusters.ts";
import { notificationQueries } from "./queries.ts";
import { showToast } from "../../components/feedback/toasts.tsx";
import { reloadUser } from "../../lib/session/actions.ts";
import { useSignOut } from "../../lib/session/use-sign-out.ts";
import { useSession, useSessionStore } from "../../lib/session/session-context.ts";
import { setLiveState } from "./live-state.ts";
import { reactToEvent, type EventEffects } from "./reactions.ts";

/**
 * One live event connection for this tab while a token exists (product-rules §4): the SDK's client does the
 * reconnecting and queueing; this hook turns each event into toasts and cache updates.
 */
export function useLiveNotifications() {
  const api = useApi();
  const session = useSessionStore();
  const { accessToken } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const effects: EventEffects = {
    toast: showToast,
    prependNotification: (notification) =>
      queryClient.setQueryData(notificationQueries.list(api).queryKey, (list) => [
        notification,
        ...(list ?? []).filter((n) => n.id !== notification.id),
      ]),
    reloadNotifications: () => void queryClient.invalidateQueries({ queryKey: notificationQueries.all() }),
    reloadClusters: () => void queryClient.invalidateQueries({ queryKey: clusterQueries.all() }),
    reloadBalance: () => void queryClient.invalidateQueries({ queryKey: accountQueries.balance(api).queryKey }),
    announceNodeUpdate: () => window.dispatchEvent(new CustomEvent(NODE_UPDATE_EVENT)),
    reloadUserAndOpenDashboard: () => {
      void reloadUser({ api, session, queryClient })
        .then(() => navigate(dashboardPath()))
        .catch(() => undefined); // the query layer already reported it
    },
    signOutToHome: () => signOut(paths.home),
    schedule: (fn, ms) => void setTimeout(fn, ms),
  };

  // Reads the latest navigate/query client without reconnecting when they change.
  const onEvent = useEffectEvent((event: EventMessage) => reactToEvent(event, effects));

  const liveRef = useRef<ReturnType<typeof createLiveEvents> | null>(null);
  useEffect(() => {
    const live = createLiveEvents({
      url: (token) => api.eventsUrl(token),
      createEventSource: browserEventSource,
      online: browserOnlineSignal(),
      visible: browserVisibilitySignal(),
      onEvent: (event) => onEvent(event),
      onConnectionChange: (connected) => setLiveState(connected ? "live" : "connecting"),
      onParseError: (error, raw) => console.warn("Ignored an unreadable live event", error, raw),
    });
    liveRef.current = live;
    return () => {
      live.close();
      liveRef.current = null;
      setLiveState("off");
    };
  }, [api]);

  useEffect(() => {
    liveRef.current?.setToken(accessToken);
    setLiveState(accessToken ? "connecting" : "off");
  }, [accessToken]);
}
