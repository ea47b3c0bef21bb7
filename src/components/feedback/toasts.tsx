import { Anchor } from "@mantine/core";
import { notifications, notificationsStore } from "@mantine/notifications";
import { isKubeCloudError, messages, type Severity } from "@kubecloud/sdk";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import type { ThingLink } from "../../lib/describe-event.ts";
import { errorText } from "../../lib/error-text.ts";
import { CheckIcon, ErrorIcon, InfoIcon, WarningIcon } from "../icons.tsx";
import { texts } from "../../config/texts.ts";
import { settings } from "../../config/settings.ts";
import { toastRaised } from "./first-toast.ts";

export const severityColor: Record<Severity, string> = {
  success: "green",
  error: "red",
  warning: "yellow",
  info: "blue",
};

const severityIcon: Record<Severity, ReactNode> = {
  success: <CheckIcon />,
  error: <ErrorIcon />,
  warning: <WarningIcon />,
  info: <InfoIcon />,
};

export interface ToastInput {
  severity?: Severity;
  title?: string;
  subject?: string;
  message?: string;
  /** Milliseconds; 5000 unless given (product-rules §4); false keeps it until it is hidden. */
  duration?: number | false;
  id?: string;
  /** The thing the toast is about ("Node 2215 reserved" → My Nodes); following it closes the toast. */
  link?: ThingLink;
  /** Shown under the message and the link (a countdown and its buttons). */
  content?: ReactNode;
}

// Whatever puts a toast in Mantine's store (this module or a direct call) brings the toasts' region; once it
// has, the store's later changes need not be watched.
const stopWatching = notificationsStore.subscribe(({ notifications: raised }) => {
  if (raised.length === 0) return;
  toastRaised();
  stopWatching();
});

let shown = 0;

/** Title precedence of product-rules §2: title, else subject, else message, else "Notification". */
export function toastTitle({ title, subject, message }: Pick<ToastInput, "title" | "subject" | "message">): string {
  return title || subject || message || texts.ui.notificationFallbackTitle;
}

/** The message under the title (unless it became the title) and the link to the thing, if any. */
function body(id: string, title: string, { message, link, content }: ToastInput): ReactNode {
  const text = message && message !== title ? message : undefined;
  if (content) {
    return (
      <>
        {(text || link) && <div>{body(id, title, { message, link })}</div>}
        {content}
      </>
    );
  }
  if (!link) return text;
  return (
    <>
      {text && <>{text} </>}
      <Anchor
        component={Link}
        to={link.to}
        c="inherit"
        fz="inherit"
        fw={600}
        underline="always"
        onClick={() => notifications.hide(id)}
      >
        {link.label}
      </Anchor>
    </>
  );
}

export function showToast(input: ToastInput): string {
  const severity = input.severity ?? "info";
  const title = toastTitle(input);
  const id = input.id ?? `toast-${(shown += 1)}`;
  return notifications.show({
    id,
    title,
    message: body(id, title, input),
    color: severityColor[severity],
    icon: severityIcon[severity],
    autoClose: input.duration ?? settings.toastDurationMs,
    withCloseButton: true,
    closeButtonProps: { "aria-label": "Close notification" },
    role: severity === "error" ? "alert" : "status",
  });
}

/** The error toast titled "Error" (product-rules §8); silent errors are never shown. */
export function showErrorToast(error: unknown): void {
  if (isKubeCloudError(error) && error.silent) return;
  showToast({ severity: "error", title: messages.errors.title, message: errorText(error) });
}

/**
 * Starts a loading toast that appears only if the work is still running after 500 ms (product-rules §4), so
 * fast calls never flash one. Call the returned function when the work ends.
 */
export function startLoadingToast(message: string): () => void {
  let id: string | undefined;
  const timer = setTimeout(() => {
    id = notifications.show({
      title: message,
      message: undefined,
      loading: true,
      autoClose: false,
      withCloseButton: false,
      role: "status",
    });
  }, settings.loadingToastDelayMs);
  return () => {
    clearTimeout(timer);
    if (id) notifications.hide(id);
  };
}
