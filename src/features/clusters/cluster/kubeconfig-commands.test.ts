// The kubeconfig panel's one-liners: merge the downloaded file into ~/.kube/config and switch to the cluster.
import { describe, expect, it } from "vitest";
import { cliMergeCommand, mergeCommand } from "./kubeconfig-commands.ts";

describe("the kubeconfig one-liners", () => {
  it("merges with plain shell and kubectl, the cluster's file first so its entries win, and switches to it", () => {
    expect(mergeCommand("prodcluster")).toBe(
      '(umask 077 && mkdir -p "$HOME/.kube" && cp ./prodcluster-kubeconfig.yaml "$HOME/.kube/prodcluster.yaml"' +
        ' && KUBECONFIG="$HOME/.kube/prodcluster.yaml:$HOME/.kube/config" kubectl config view --flatten > "$HOME/.kube/config.new"' +
        ' && mv "$HOME/.kube/config.new" "$HOME/.kube/config") && kubectl config use-context prodcluster',
    );
  });

  it("has the kubecloud equivalent", () => {
    expect(cliMergeCommand("prodcluster")).toBe("kubecloud kubeconfig get prodcluster --merge --use");
  });
});
