import { ChevronDown } from "lucide-react";
import { useId, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useMailOutbox } from "../api/admin-api";
import { formatTime, selectClass } from "./format";

type Status = "" | "outbox" | "sent" | "failed";

/** Account mail (confirmations): without SMTP it stays here, the only place to read it. */
export function OutboxPanel() {
  const id = useId();
  const [status, setStatus] = useState<Status>("");
  const [open, setOpen] = useState<string | null>(null);
  const mail = useMailOutbox(status);
  return (
    <div className="space-y-4">
      <div className="flex items-center gap-2">
        <label htmlFor={`${id}-status`} className="sr-only">
          Mail status
        </label>
        <select
          id={`${id}-status`}
          className={selectClass}
          value={status}
          onChange={(event) => setStatus(event.target.value as Status)}
        >
          <option value="">All mail</option>
          <option value="outbox">Not sent (outbox)</option>
          <option value="sent">Sent</option>
          <option value="failed">Failed</option>
        </select>
      </div>
      {mail.isPending ? (
        <Skeleton className="h-32 w-full" />
      ) : mail.isError ? (
        <p className="text-sm text-destructive">{mail.error.message}</p>
      ) : mail.data.length === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
          No mail.
        </p>
      ) : (
        <ul className="divide-y rounded-xl border bg-card" aria-label="Mail outbox">
          {mail.data.map((item) => (
            <li key={item.id} data-testid="outbox-mail" className="px-4 py-3">
              <div className="flex flex-col gap-1 sm:flex-row sm:items-center sm:gap-3">
                <span className="w-40 shrink-0 text-xs text-muted-foreground">
                  {formatTime(item.createdAt)}
                </span>
                <span className="min-w-0 flex-1 truncate text-sm">
                  <span className="font-medium">{item.to}</span> · {item.subject}
                </span>
                <Badge
                  variant={
                    item.status === "failed"
                      ? "destructive"
                      : item.status === "sent"
                        ? "success"
                        : "secondary"
                  }
                >
                  {item.status}
                </Badge>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-expanded={open === item.id}
                  aria-label={`Show mail to ${item.to}`}
                  onClick={() => setOpen(open === item.id ? null : item.id)}
                >
                  <ChevronDown className={open === item.id ? "rotate-180" : ""} />
                </Button>
              </div>
              {open === item.id ? (
                <pre className="mt-2 overflow-x-auto rounded-lg bg-muted/50 p-3 text-xs whitespace-pre-wrap">
                  {item.body}
                  {item.error ? `\n\nError: ${item.error}` : ""}
                </pre>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
