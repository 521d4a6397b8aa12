import { Check, Circle, LoaderCircle } from "lucide-react";
import { Progress } from "@/components/ui/progress";
import { cn } from "@/lib/cn";

export type ProgressOverlayType = "upload" | "download" | "analysis" | "conversion" | "default";
export type ProgressStep = { label: string; status: "done" | "current" | "pending" };

export const PROGRESS_TITLES: Record<ProgressOverlayType, string> = {
  upload: "Uploading Contract",
  download: "Preparing Download",
  analysis: "Analyzing Contract",
  conversion: "Converting Contract",
  default: "Processing",
};

/** Modal overlay for a long operation: title, message, optional percent bar, steps and cancel. */
export function ProgressOverlay({
  open,
  type = "default",
  title,
  message,
  progress,
  steps = [],
  onCancel,
}: {
  open: boolean;
  type?: ProgressOverlayType;
  title?: string;
  message?: string;
  progress?: number;
  steps?: ProgressStep[];
  onCancel?: () => void;
}) {
  if (!open) return null;
  const percent =
    progress === undefined ? undefined : Math.max(0, Math.min(100, Math.round(progress)));
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-black/50 p-4 backdrop-blur-sm">
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby="progress-overlay-title"
        className="w-full max-w-md space-y-5 rounded-xl border bg-card p-6 shadow-2xl"
      >
        <div className="flex items-center gap-3">
          <LoaderCircle className="size-6 shrink-0 animate-spin text-primary" />
          <div className="min-w-0">
            <h2 id="progress-overlay-title" className="font-semibold">
              {title ?? PROGRESS_TITLES[type]}
            </h2>
            {message ? <p className="text-sm text-muted-foreground">{message}</p> : null}
          </div>
        </div>
        {percent !== undefined ? (
          <div className="space-y-1.5">
            <Progress value={percent} aria-label="Progress" />
            <p className="text-right text-xs text-muted-foreground">{percent}% Complete</p>
          </div>
        ) : null}
        {steps.length > 0 ? (
          <ol className="space-y-2">
            {steps.map((step) => (
              <li
                key={step.label}
                className="flex items-center gap-2 text-sm"
                data-status={step.status}
              >
                {step.status === "done" ? (
                  <Check className="size-4 text-success" />
                ) : step.status === "current" ? (
                  <LoaderCircle className="size-4 animate-spin text-primary" />
                ) : (
                  <Circle className="size-4 text-muted-foreground/50" />
                )}
                <span
                  className={cn(
                    step.status === "pending" && "text-muted-foreground",
                    step.status === "current" && "font-medium",
                  )}
                >
                  {step.label}
                </span>
              </li>
            ))}
          </ol>
        ) : null}
        {onCancel ? (
          <div className="text-center">
            <button
              type="button"
              onClick={onCancel}
              className="text-sm text-muted-foreground underline-offset-4 hover:text-destructive hover:underline"
            >
              Cancel Operation
            </button>
          </div>
        ) : null}
      </div>
    </div>
  );
}
