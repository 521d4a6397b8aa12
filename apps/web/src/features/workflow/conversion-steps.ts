import type { ProgressStep } from "@/components/progress-overlay";

/** The conversion job's stages with the progress at which each starts (server job messages). */
const STAGES = [
  { label: "Queued", from: 0 },
  { label: "Loading source", from: 5 },
  { label: "Compiling and converting", from: 20 },
  { label: "Storing the crate", from: 70 },
  { label: "Done", from: 100 },
] as const;

/** Overlay steps for a conversion at `progress` percent (done / current / pending). */
export function conversionSteps(progress: number, finished: boolean): ProgressStep[] {
  let current = 0;
  for (const [index, stage] of STAGES.entries()) if (progress >= stage.from) current = index;
  return STAGES.map((stage, index) => ({
    label: stage.label,
    status: finished || index < current ? "done" : index === current ? "current" : "pending",
  }));
}
