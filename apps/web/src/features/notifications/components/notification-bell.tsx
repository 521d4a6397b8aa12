import type { Notification } from "@contract-platform/api";
import * as DropdownMenuPrimitive from "@radix-ui/react-dropdown-menu";
import { AlertOctagon, AlertTriangle, Bell, CheckCheck, Info } from "lucide-react";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { cn } from "@/lib/cn";
import { useMarkNotificationsRead, useNotifications } from "../api/notifications";
import { formatRelativeTime } from "../format-relative-time";

const severityIcon = {
  info: <Info className="text-sky-600 dark:text-sky-400" />,
  warning: <AlertTriangle className="text-amber-600 dark:text-amber-400" />,
  critical: <AlertOctagon className="text-red-600 dark:text-red-400" />,
} as const;

/**
 * The header's bell: a red dot while something is unread, the latest notifications in a menu;
 * opening one marks it read and follows its link, "Mark all read" clears the dot.
 */
export function NotificationBell({ now = () => Date.now() }: { now?: () => number }) {
  const { data } = useNotifications();
  const markRead = useMarkNotificationsRead();
  const navigate = useNavigate();
  const unread = data?.unread ?? 0;
  const items = data?.notifications ?? [];

  const open = (item: Notification) => {
    if (!item.readAt) markRead.mutate({ ids: [item.id] });
    if (item.link) void navigate(item.link);
  };

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label={unread > 0 ? `Notifications (${unread} unread)` : "Notifications"}
          className="relative"
        >
          <Bell />
          {unread > 0 ? (
            <span
              data-testid="notification-dot"
              className="absolute top-2 right-2 size-2 rounded-full bg-red-500 ring-2 ring-background"
            />
          ) : null}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-[min(24rem,calc(100vw-1rem))] p-0">
        <div className="flex items-center justify-between gap-2 px-3 py-2">
          <DropdownMenuLabel className="p-0 text-sm text-foreground">
            Notifications{unread > 0 ? ` · ${unread} unread` : ""}
          </DropdownMenuLabel>
          <Button
            variant="ghost"
            size="sm"
            className="h-7 px-2 text-xs"
            disabled={unread === 0 || markRead.isPending}
            onClick={() => markRead.mutate({ all: true })}
          >
            <CheckCheck /> Mark all read
          </Button>
        </div>
        <DropdownMenuSeparator className="mx-0 my-0" />
        {items.length === 0 ? (
          <p className="px-3 py-6 text-center text-sm text-muted-foreground">
            No notifications yet. Monitoring alerts and deployment events appear here.
          </p>
        ) : (
          <DropdownMenuPrimitive.Group className="max-h-[min(26rem,70vh)] overflow-y-auto p-1">
            {items.map((item) => (
              <DropdownMenuItem
                key={item.id}
                onSelect={() => open(item)}
                className="items-start gap-3 px-2 py-2"
                data-unread={item.readAt ? undefined : "true"}
              >
                <span className="mt-0.5 shrink-0">{severityIcon[item.severity]}</span>
                <span className="min-w-0 flex-1 space-y-0.5">
                  <span
                    className={cn("block truncate", item.readAt ? "font-normal" : "font-semibold")}
                  >
                    {item.title}
                  </span>
                  {item.body ? (
                    <span className="line-clamp-2 block text-xs text-muted-foreground">
                      {item.body}
                    </span>
                  ) : null}
                  <span className="block text-xs text-muted-foreground">
                    {formatRelativeTime(item.createdAt, now())}
                  </span>
                </span>
                {item.readAt ? null : (
                  <span
                    role="img"
                    aria-label="Unread"
                    className="mt-1.5 size-2 shrink-0 rounded-full bg-primary"
                  />
                )}
              </DropdownMenuItem>
            ))}
          </DropdownMenuPrimitive.Group>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
