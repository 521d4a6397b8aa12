import type { Observation } from "@contract-platform/api";
import { CheckCircle2, XCircle } from "lucide-react";

const json = (value: unknown) => JSON.stringify(value);

/** A revert as people read it: `"why"`, `Name(args)`, `Panic(0x11)`, or "no reason". */
export function revertText(revert: Observation["revert"]): string {
  if (revert === undefined || revert === "") return "no reason given";
  if (typeof revert === "string") return revert.startsWith("Panic(") ? revert : json(revert);
  return `${revert.error}(${revert.args.map(json).join(", ")})`;
}

/** What one side did in one step: success with returns and events, or the revert. */
export function ObservationView({
  observation,
  missing,
}: {
  observation: Observation | null;
  missing: string;
}) {
  if (!observation) return <p className="text-xs text-muted-foreground italic">{missing}</p>;
  return (
    <div className="min-w-0 space-y-0.5 text-xs">
      {observation.ok ? (
        <p className="flex items-center gap-1 font-medium text-success">
          <CheckCircle2 className="size-3.5 shrink-0" /> succeeded
        </p>
      ) : (
        <p className="flex items-start gap-1 font-medium text-destructive">
          <XCircle className="mt-0.5 size-3.5 shrink-0" />
          <span className="break-all">reverted: {revertText(observation.revert)}</span>
        </p>
      )}
      {observation.returns !== undefined && observation.returns.length > 0 ? (
        <p className="font-mono break-all">→ {observation.returns.map(json).join(", ")}</p>
      ) : null}
      {observation.events.map((event, i) => (
        <p
          // biome-ignore lint/suspicious/noArrayIndexKey: events are an ordered list without ids
          key={i}
          className="font-mono break-all text-muted-foreground"
        >
          ⚡ {event.name}({event.args.map(json).join(", ")})
          {event.emitter !== "@contract" ? ` from ${event.emitter}` : ""}
        </p>
      ))}
    </div>
  );
}
