import type { WorkflowResponse } from "@contract-platform/api";
import { Check, Circle, CircleDot, X } from "lucide-react";
import { cn } from "@/lib/cn";

/** The contract's pipeline, uploaded → verified, each step done / current / pending / failed. */
export function PipelineView({ steps }: { steps: WorkflowResponse["steps"] }) {
  return (
    <ol className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6" aria-label="Pipeline">
      {steps.map((step, index) => (
        <li
          key={step.status}
          data-state={step.state}
          className={cn(
            "flex items-center gap-2 rounded-lg border px-3 py-2 text-sm",
            step.state === "done" && "border-success/40 bg-success/5",
            step.state === "current" && "border-primary bg-primary/5 font-medium",
            step.state === "failed" && "border-destructive/50 bg-destructive/5 text-destructive",
            step.state === "pending" && "text-muted-foreground",
          )}
        >
          {step.state === "done" ? (
            <Check className="size-4 shrink-0 text-success" />
          ) : step.state === "current" ? (
            <CircleDot className="size-4 shrink-0 text-primary" />
          ) : step.state === "failed" ? (
            <X className="size-4 shrink-0" />
          ) : (
            <Circle className="size-4 shrink-0 opacity-50" />
          )}
          {/* Wraps rather than truncates: "Deployment ready" must stay readable in six columns. */}
          <span className="min-w-0 break-words" data-testid="pipeline-step-label">
            <span className="mr-1 text-xs text-muted-foreground">{index + 1}.</span>
            {step.label}
          </span>
        </li>
      ))}
    </ol>
  );
}
