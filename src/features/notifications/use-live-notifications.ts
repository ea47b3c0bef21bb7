import { useQueryClient } from "@tanstack/react-query";
import {
  browserEventSource,
  type EventMessage,
  type LiveState,
  browserOnlineSignal,
  browserVisibilitySignal,
  createLiveEvents,
} from "@kubecloud/sdk";
import { useEffect, useEffectEvent, useRef } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { dashboardPath, paths } from "../../config/paths.ts";
import { useApi } from "../../lib/api-context.ts";
import { clearLiveEvents, publishLiveEvent } from "../../lib/live-events.ts";
import { NODE_FAILURE_EVENT, NODE_UPDATE_EVENT, type NodeFailure } from "../../lib/node-events.ts";
import { accountQueries } from "../../lib/queries/account.ts";
import { clusterQueries } from "../../lib/queries/clusters.ts";
import { notificationQueries } from "./queries.ts";
import { showToast } from "../../components/feedback/toasts.tsx";
import { reloadUser } from "../../lib/session/actions.ts";
import { shownOnScreen } from "../../lib/shown-events.ts";
import { useSignOut } from "../../lib/session/use-sign-out.ts";
import { useSession, useSessionStore } from "../../lib/session/session-context.ts";
import { setLiveState, setReconnect } from "./live-state.ts";
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
    announceNodeFailure: (nodeId, reason) =>
      window.dispatchEvent(new CustomEvent<NodeFailure>(NODE_FAILURE_EVENT, { detail: { nodeId, reason } })),
    shownOnScreen,
    reloadUserAndOpenDashboard: () => {
      void reloadUser({ api, session, queryClient })
        .then(() => navigate(dashboardPath()))
        .catch(() => undefined); // the query layer already reported it
    },
    signOutToHome: () => signOut(paths.home),
    schedule: (fn, ms) => void setTimeout(fn, ms),
  };

  // Reacts to each event (reading the latest navigate/query client without reconnecting when they change),
  // then hands it to the screens that follow events themselves (a deployment's timeline).
  const onEvent = useEffectEvent((event: EventMessage) => {
    reactToEvent(event, effects);
    publishLiveEvent(event);
  });

  const history = useRef({ wasLive: false, wasDown: false });
  const onStateChange = useEffectEvent((state: LiveState) => {
    setLiveState(state);
    if (state === "down" && !history.current.wasDown) {
      showToast({
        severity: "warning",
        title: "Live updates are off",
        message: "We keep trying every few minutes; select Reconnect in the top bar to try now.",
      });
    }
    // Back after a drop: whatever happened meanwhile was not pushed to this tab, so read the list again.
    if (state === "live" && history.current.wasLive) effects.reloadNotifications();
    if (state === "live") history.current = { wasLive: true, wasDown: false };
    if (state === "down") history.current.wasDown = true;
  });

  const liveRef = useRef<ReturnType<typeof createLiveEvents> | null>(null);
  useEffect(() => {
    const live = createLiveEvents({
      url: (token) => api.eventsUrl(token),
      createEventSource: browserEventSource,
      online: browserOnlineSignal(),
      visible: browserVisibilitySignal(),
      onEvent: (event) => onEvent(event),
      onStateChange: (state) => onStateChange(state),
      onParseError: (error, raw) => console.warn("Ignored an unreadable live event", error, raw),
    });
    liveRef.current = live;
    setReconnect(() => live.reconnect());
    // A down connection tries again as soon as the user is back: the tab gets the focus again.
    const onFocus = () => live.reconnect();
    window.addEventListener("focus", onFocus);
    return () => {
      window.removeEventListener("focus", onFocus);
      setReconnect(() => undefined);
      live.close();
      clearLiveEvents();
      liveRef.current = null;
      setLiveState("idle");
    };
  }, [api]);

  useEffect(() => {
    liveRef.current?.setToken(accessToken);
  }, [accessToken]);

  // …or moves to another page.
  const { pathname } = useLocation();
  useEffect(() => liveRef.current?.reconnect(), [pathname]);
}
