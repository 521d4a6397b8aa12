import type { ErrorLogItem } from "@contract-platform/api";
import { ChevronDown, Search } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { useErrorLog, useErrorLogs } from "@/features/contracts/api";
import type { ErrorWindow } from "../compute-error-statistics";

function Detail({ id }: { id: string }) {
  const detail = useErrorLog(id);
  if (detail.isPending) return <Skeleton className="h-16 w-full" />;
  if (detail.isError) return <p className="text-xs text-destructive">{detail.error.message}</p>;
  const { context, stackTrace, requestId } = detail.data;
  return (
    <div className="space-y-2 rounded-lg bg-muted/50 p-3 text-xs">
      <dl className="grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1">
        {Object.entries(context).map(([key, value]) => (
          <div key={key} className="contents">
            <dt className="font-medium">{key}</dt>
            <dd className="break-all font-mono">
              {typeof value === "string" ? value : JSON.stringify(value)}
            </dd>
          </div>
        ))}
        {requestId ? (
          <div className="contents">
            <dt className="font-medium">request</dt>
            <dd className="font-mono">{requestId}</dd>
          </div>
        ) : null}
      </dl>
      {stackTrace ? (
        <pre className="max-h-60 overflow-auto whitespace-pre-wrap font-mono">{stackTrace}</pre>
      ) : null}
    </div>
  );
}

function Entry({ entry }: { entry: ErrorLogItem }) {
  const [open, setOpen] = useState(false);
  return (
    <li data-testid="error-log-entry" className="space-y-2 py-3">
      <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:gap-3">
        <span className="w-36 shrink-0 text-xs text-muted-foreground">
          {new Date(entry.createdAt).toLocaleString(undefined, {
            dateStyle: "medium",
            timeStyle: "short",
          })}
        </span>
        <div className="min-w-0 flex-1 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-mono text-sm">{entry.errorType}</span>
            <Badge variant={entry.source === "server" ? "warning" : "secondary"}>
              {entry.source}
            </Badge>
            {entry.contractId ? (
              <Link
                to={`/workflow/${entry.contractId}`}
                className="text-xs text-primary underline-offset-2 hover:underline"
              >
                contract
              </Link>
            ) : null}
          </div>
          <p className="break-words text-sm text-muted-foreground">{entry.errorMessage}</p>
        </div>
        <Button
          size="sm"
          variant="ghost"
          aria-expanded={open}
          aria-label={`Details of ${entry.errorType}`}
          onClick={() => setOpen(!open)}
        >
          <ChevronDown className={open ? "rotate-180" : ""} />
        </Button>
      </div>
      {open ? <Detail id={entry.id} /> : null}
    </li>
  );
}

/**
 * The error_logs entries of the window, newest first (the caller's own; every user's for
 * admins): type, client or server, message, the contract, and on demand the operation, attempt,
 * time and stack (spec §3 error_logs).
 */
export function RecentErrors({
  window,
  type,
  onClearType,
}: {
  window: ErrorWindow;
  type: string | null;
  onClearType: () => void;
}) {
  const [search, setSearch] = useState("");
  const logs = useErrorLogs({
    window,
    type: type ?? undefined,
    search: search.trim() || undefined,
    limit: 100,
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Errors</CardTitle>
        <CardDescription>
          Each failure recorded in the last {window}
          {type ? (
            <>
              {" "}
              of type <span className="font-mono">{type}</span> ·{" "}
              <button type="button" className="text-primary underline" onClick={onClearType}>
                all types
              </button>
            </>
          ) : null}
          .
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <div className="relative sm:max-w-sm">
          <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
          <Input
            type="search"
            aria-label="Search error messages"
            placeholder="Search messages"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className="pl-9"
          />
        </div>
        {logs.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : logs.isError ? (
          <p className="text-sm text-destructive">{logs.error.message}</p>
        ) : logs.data.logs.length === 0 ? (
          <p className="text-sm text-muted-foreground">No errors match.</p>
        ) : (
          <ul className="divide-y" aria-label="Error log entries">
            {logs.data.logs.map((entry) => (
              <Entry key={entry.id} entry={entry} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
