import type { AuditLogEntry } from "@contract-platform/api";
import { ChevronDown, Search } from "lucide-react";
import { useId, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { useAuditLogs } from "../api/admin-api";
import { formatTime, selectClass } from "./format";

const WINDOWS = { "": "Any time", "1h": "Last hour", "24h": "Last 24 hours", "7d": "Last 7 days" };
const WINDOW_MS = { "1h": 3_600_000, "24h": 86_400_000, "7d": 604_800_000 } as const;

function eventVariant(type: string) {
  if (/fail|violation|locked|reuse|blocked|refused|rate_limited/.test(type))
    return "destructive" as const;
  if (/admin|role|contract_/.test(type)) return "warning" as const;
  return "secondary" as const;
}

function Entry({ entry }: { entry: AuditLogEntry }) {
  const [open, setOpen] = useState(false);
  const data = Object.entries(entry.eventData);
  return (
    <li data-testid="audit-entry" className="px-4 py-3">
      <div className="flex flex-col gap-1 sm:flex-row sm:items-center sm:gap-3">
        <span className="w-40 shrink-0 text-xs text-muted-foreground">
          {formatTime(entry.createdAt)}
        </span>
        <Badge variant={eventVariant(entry.eventType)} className="w-fit">
          {entry.eventType}
        </Badge>
        <span className="min-w-0 flex-1 truncate text-sm">
          {entry.userEmail ?? <span className="text-muted-foreground">no account</span>}
          {entry.actorEmail && entry.actorEmail !== entry.userEmail ? (
            <span className="text-muted-foreground"> · by {entry.actorEmail}</span>
          ) : null}
        </span>
        <span className="text-xs text-muted-foreground">{entry.ipAddress ?? ""}</span>
        {data.length > 0 ? (
          <Button
            size="sm"
            variant="ghost"
            aria-expanded={open}
            aria-label={`Details of ${entry.eventType}`}
            onClick={() => setOpen(!open)}
          >
            <ChevronDown className={open ? "rotate-180" : ""} />
          </Button>
        ) : null}
      </div>
      {open ? (
        <dl className="mt-2 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 rounded-lg bg-muted/50 p-3 text-xs">
          {data.map(([key, value]) => (
            <div key={key} className="contents">
              <dt className="font-medium">{key}</dt>
              <dd className="break-all font-mono">
                {typeof value === "string" ? value : JSON.stringify(value)}
              </dd>
            </div>
          ))}
          {entry.userAgent ? (
            <div className="contents">
              <dt className="font-medium">user agent</dt>
              <dd className="break-all font-mono">{entry.userAgent}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
    </li>
  );
}

/**
 * The security audit log (spec §3 security_audit_logs): newest first, filtered by event type,
 * user e-mail and time window, with each entry's details; "Load more" pages back.
 */
export function AuditLogPanel() {
  const id = useId();
  const [eventType, setEventType] = useState("");
  const [email, setEmail] = useState("");
  const [window, setWindow] = useState<keyof typeof WINDOWS>("");
  // The window's start is fixed when it is chosen, so paging does not move it.
  const [since, setSince] = useState<string | undefined>(undefined);
  const logs = useAuditLogs({
    eventType: eventType || undefined,
    email: email.trim() || undefined,
    since,
    limit: 50,
  });
  const entries = logs.data?.pages.flatMap((page) => page.auditLogs) ?? [];
  const eventTypes = logs.data?.pages[0]?.eventTypes ?? [];

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={`${id}-type`} className="sr-only">
          Event type
        </label>
        <select
          id={`${id}-type`}
          className={selectClass}
          value={eventType}
          onChange={(event) => setEventType(event.target.value)}
        >
          <option value="">All events</option>
          {eventTypes.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </select>
        <div className="relative w-full sm:max-w-xs sm:flex-1">
          <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
          <Input
            type="search"
            aria-label="Filter the audit log by user e-mail"
            placeholder="User e-mail"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            className="pl-9"
          />
        </div>
        <label htmlFor={`${id}-window`} className="sr-only">
          Time
        </label>
        <select
          id={`${id}-window`}
          className={selectClass}
          value={window}
          onChange={(event) => {
            const next = event.target.value as keyof typeof WINDOWS;
            setWindow(next);
            setSince(next ? new Date(Date.now() - WINDOW_MS[next]).toISOString() : undefined);
          }}
        >
          {Object.entries(WINDOWS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      {logs.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : logs.isError ? (
        <p className="text-sm text-destructive">{logs.error.message}</p>
      ) : entries.length === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
          No audit entries match these filters.
        </p>
      ) : (
        <ul className="divide-y rounded-xl border bg-card" aria-label="Audit log">
          {entries.map((entry) => (
            <Entry key={entry.id} entry={entry} />
          ))}
        </ul>
      )}
      {logs.hasNextPage ? (
        <div className="flex justify-center">
          <Button
            variant="outline"
            size="sm"
            disabled={logs.isFetchingNextPage}
            onClick={() => void logs.fetchNextPage()}
          >
            {logs.isFetchingNextPage ? "Loading..." : "Load more"}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
