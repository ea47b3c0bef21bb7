import { toKubeCloudError, type SshKeyInput } from "@kubecloud/sdk";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useApi } from "../../lib/api-context.ts";
import { sshKeyQueries } from "./queries.ts";
import { claimEventsFor } from "../../lib/shown-events.ts";

/**
 * POST /v1/user/ssh-keys; the new key joins the cached list. A duplicate the list did not know about means
 * the list is stale (another tab added it), so it is read again. The form shows failures on its fields.
 */
export function useAddSshKey() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SshKeyInput) => {
      // The list shows the new key: the server's "SSH key added" event, which it sends before its answer, adds
      // no toast (one outcome, one message).
      claimEventsFor((event) => event.data.status === "ssh_key_added" && event.data.message.includes(`'${body.name}'`));
      return api.call("post", "/v1/user/ssh-keys", { body });
    },
    onSuccess: (key) =>
      queryClient.setQueryData(sshKeyQueries.list(api).queryKey, (list) =>
        list ? [...list.filter((k) => k.ID !== key.ID), key] : list,
      ),
    onError: (error) => {
      if (/already exists/i.test(toKubeCloudError(error).serverText ?? "")) {
        void queryClient.invalidateQueries({ queryKey: sshKeyQueries.all() });
      }
    },
    meta: { errorToast: false },
  });
}
