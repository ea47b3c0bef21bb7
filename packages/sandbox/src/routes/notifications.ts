// Persisted notifications of the signed-in user, and the live event stream.
import { envelope, envError, type Ctx } from "../http.ts";
import type { SandboxContext } from "../context.ts";
import type { HandlerModule, Handlers } from "../operation.ts";
import type { NotificationRecord } from "../store.ts";
import type { TokenClaims } from "../tokens.ts";
import { isoSeconds } from "../time.ts";

/** The server never rejects paging: an invalid or non-positive limit is 20, a larger one 100. */
function paging(c: { req: { query(name: string): string | undefined } }) {
  const limit = Number.parseInt(c.req.query("limit") ?? "", 10);
  const offset = Number.parseInt(c.req.query("offset") ?? "", 10);
  return { limit: !(limit > 0) ? 20 : Math.min(limit, 100), offset: offset > 0 ? offset : 0 };
}

const view = ({ userId: _, ...notification }: NotificationRecord) => notification;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The user's notifications, newest first. */
const mine = (ctx: SandboxContext, auth: TokenClaims) =>
  ctx.state.notifications
    .filter((n) => n.userId === auth.user_id)
    // Newest first; times have whole seconds, so among equal times the later insertion comes first.
    .reverse()
    .sort((a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : 0));
const page = (list: NotificationRecord[], c: Parameters<typeof paging>[0]) => {
  const { limit, offset } = paging(c);
  const notifications = list.slice(offset, offset + limit).map(view);
  return { notifications, limit, offset, count: notifications.length };
};
/** One of the user's notifications by id, or the documented 400/404 answer. */
const one = (
  ctx: SandboxContext,
  c: Ctx,
  { path, auth }: { path: { notification_id: string }; auth: TokenClaims },
): { found: NotificationRecord; error?: undefined } | { found?: undefined; error: Response } => {
  const id = path.notification_id;
  if (!UUID.test(id))
    return { error: envError(c, 400, "Invalid notification ID", "notification_id must be a valid UUID") };
  const found = ctx.state.notifications.find((n) => n.id === id && n.userId === auth.user_id);
  if (!found)
    return {
      error: envError(
        c,
        404,
        "Notification not found",
        "The notification does not exist or you don't have access to it",
      ),
    };
  return { found };
};
const invalidId = {
  invalid: (c: Parameters<typeof envError>[0]) =>
    envError(c, 400, "Invalid notification ID", "notification_id must be a valid UUID"),
};
const ignoreQuery = { invalid: () => undefined };

/** Listing, and acting on all of the user's notifications at once. */
function allNotificationHandlers(ctx: SandboxContext): Handlers {
  return {
    listNotifications: {
      ...ignoreQuery,
      handle: (c, input) => envelope(c, 200, "Notifications retrieved successfully", page(mine(ctx, input.auth), c)),
    },
    listUnreadNotifications: {
      ...ignoreQuery,
      handle: (c, input) =>
        envelope(
          c,
          200,
          "Unread notifications retrieved successfully",
          page(
            mine(ctx, input.auth).filter((n) => n.status === "unread"),
            c,
          ),
        ),
    },
    markAllNotificationsRead: {
      handle(c, input) {
        const now = isoSeconds(ctx.clock.now());
        for (const n of mine(ctx, input.auth))
          if (n.status === "unread") Object.assign(n, { status: "read", read_at: now });
        ctx.changed();
        return envelope(c, 200, "All notifications marked as read");
      },
    },
    deleteAllNotifications: {
      handle(c, input) {
        const userId = input.auth.user_id;
        ctx.state.notifications = ctx.state.notifications.filter((n) => n.userId !== userId);
        ctx.changed();
        return envelope(c, 200, "All notifications deleted successfully");
      },
    },
  };
}

/**
 * An action on one of the user's notifications: finds it (or answers 400/404), applies `change`, and answers
 * 200 with `message`.
 */
const onOne = (ctx: SandboxContext, message: string, change: (found: NotificationRecord) => void) => ({
  ...invalidId,
  handle(c: Ctx, input: Parameters<typeof one>[2]) {
    const { found, error } = one(ctx, c, input);
    if (error) return error;
    change(found);
    ctx.changed();
    return envelope(c, 200, message);
  },
});

/** Reading state and deletion of one notification. */
function oneNotificationHandlers(ctx: SandboxContext): Handlers {
  return {
    markNotificationRead: onOne(ctx, "Notification marked as read", (found) =>
      Object.assign(found, { status: "read", read_at: isoSeconds(ctx.clock.now()) }),
    ),
    markNotificationUnread: onOne(ctx, "Notification marked as unread", (found) => {
      found.status = "unread";
      delete found.read_at;
    }),
    deleteNotification: onOne(ctx, "Notification deleted successfully", (found) => {
      ctx.state.notifications = ctx.state.notifications.filter((n) => n !== found);
    }),
  };
}

function eventStreamHandlers(ctx: SandboxContext): Handlers {
  return {
    streamEvents: {
      handle(c, input) {
        const stream = ctx.hub.open(input.auth.user_id, c.req.raw.signal);
        return new Response(stream, {
          status: 200,
          headers: {
            "Content-Type": "text/event-stream",
            "Cache-Control": "no-cache",
            Connection: "keep-alive",
            "X-Accel-Buffering": "no",
          },
        });
      },
    },
  };
}

export const notificationRoutes: HandlerModule = (ctx) => ({
  ...allNotificationHandlers(ctx),
  ...oneNotificationHandlers(ctx),
  ...eventStreamHandlers(ctx),
});
