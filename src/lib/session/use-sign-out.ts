import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { flushSync } from "react-dom";
import { useNavigate } from "react-router-dom";
import { useSessionStore } from "./session-context.ts";
import { endSession } from "./actions.ts";

/** Signs out (clears user, tokens and cached data) and goes to `to`. */
export function useSignOut() {
  const session = useSessionStore();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    (to: string) => {
      // Leave the protected page first, and render that now: clearing the session while it is still
      // shown would make its guard send the user to /sign-in instead.
      flushSync(() => void navigate(to, { replace: true }));
      endSession({ session, queryClient });
    },
    [navigate, queryClient, session],
  );
}
