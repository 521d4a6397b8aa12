import type { Step } from "@contract-platform/api";
import { Eraser } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { selectClass } from "./select-class";

const json = (value: unknown) => JSON.stringify(value);

/**
 * What a step expects. Expectations are normally recorded from the original on the EVM, so they
 * are shown, not typed: only "succeeds / reverts" can be chosen by hand, and recorded values can
 * be cleared (the next recording fills them again).
 */
export function ExpectationSummary({
  step,
  onChange,
  onClear,
}: {
  step: Step;
  onChange?: (ok: boolean) => void;
  onClear?: () => void;
}) {
  const id = useId();
  const { expect } = step;
  const details: [string, string][] = [];
  if (expect.returns !== undefined) details.push(["returns", json(expect.returns)]);
  if (expect.events !== undefined) {
    details.push([
      "events",
      expect.events.length === 0
        ? "none"
        : expect.events.map((e) => `${e.name}(${(e.args ?? []).map(json).join(", ")})`).join("; "),
    ]);
  }
  if (!expect.ok && expect.revert !== undefined) {
    details.push([
      "revert",
      typeof expect.revert === "string"
        ? json(expect.revert)
        : `${expect.revert.error}(${expect.revert.args.map(json).join(", ")})`,
    ]);
  }
  return (
    <div className="space-y-2 rounded-md bg-muted/40 p-2 text-xs">
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={`${id}-ok`} className="font-medium">
          Expect
        </label>
        {onChange ? (
          <select
            id={`${id}-ok`}
            className={cn(selectClass, "h-8 w-auto")}
            value={expect.ok ? "ok" : "revert"}
            onChange={(event) => onChange(event.target.value === "ok")}
          >
            <option value="ok">it succeeds</option>
            <option value="revert">it reverts</option>
          </select>
        ) : (
          <span id={`${id}-ok`}>{expect.ok ? "it succeeds" : "it reverts"}</span>
        )}
        {details.length === 0 ? (
          <span className="text-muted-foreground">
            no values yet — record on the EVM to take the original's results
          </span>
        ) : null}
        {onClear ? (
          <Button type="button" variant="ghost" size="sm" className="ml-auto h-7" onClick={onClear}>
            <Eraser /> Clear expectations
          </Button>
        ) : null}
      </div>
      {details.length > 0 ? (
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
          {details.map(([label, text]) => (
            <div key={label} className="contents">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="font-mono break-all">{text}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </div>
  );
}
