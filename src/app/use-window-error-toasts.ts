import { isKubeCloudError } from "@kubecloud/sdk";
import { useEffect } from "react";
import { showToast } from "../components/feedback/deferred-toasts.ts";
import { shellTexts } from "../config/shell-texts.ts";
import { errorText } from "../lib/error-text.ts";

/** Unhandled window errors and rejections get an "Unexpected Error" toast; silent errors never show (product-rules §8). */
export function useWindowErrorToasts() {
  useEffect(() => {
    const report = (reason: unknown) => {
      if (isKubeCloudError(reason) && reason.silent) return;
      showToast({
        severity: "error",
        title: shellTexts.unexpectedErrorTitle,
        message: errorText(reason, shellTexts.unexpectedRefresh),
      });
    };
    const onError = (event: ErrorEvent) => {
      // Browsers report a resize observer whose callback changed layout again in the same frame as an error
      // without an error object; the callback runs again next frame, so nothing failed and nothing is shown.
      if (!event.error && event.message.startsWith("ResizeObserver loop")) return;
      report(event.error ?? new Error(event.message));
    };
    const onRejection = (event: PromiseRejectionEvent) => report(event.reason);
    window.addEventListener("error", onError);
    window.addEventListener("unhandledrejection", onRejection);
    return () => {
      window.removeEventListener("error", onError);
      window.removeEventListener("unhandledrejection", onRejection);
    };
  }, []);
}
