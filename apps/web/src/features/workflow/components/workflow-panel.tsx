import { isSuccessfulStatus } from "@contract-platform/api";
import { useQuery } from "@tanstack/react-query";
import { CircleAlert, Code2, FileWarning, Play, RotateCcw } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { ProgressOverlay } from "@/components/progress-overlay";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import {
  contractKeys,
  getWorkflow,
  useContract,
  useConvertContract,
  useRealtime,
} from "@/features/contracts/api";
import { conversionSteps } from "../conversion-steps";
import { ConversionConfigForm } from "./conversion-config-form";
import { PipelineView } from "./pipeline-view";

/**
 * One contract's workflow: the pipeline, the conversion options, Convert with the live conversion
 * overlay (realtime job events, polling as a fallback), diagnostics of a failed conversion and the
 * way on to the code review.
 */
export function WorkflowPanel({
  contractId,
  onOpenReview,
}: {
  contractId: string;
  onOpenReview: (contractId: string) => void;
}) {
  const contract = useContract(contractId);
  const [watching, setWatching] = useState(false);
  const workflow = useQuery({
    queryKey: contractKeys.workflow(contractId),
    queryFn: () => getWorkflow(contractId),
    refetchInterval: (query) => {
      const status = query.state.data?.job?.status;
      return status === "queued" || status === "running" ? 1000 : false;
    },
  });
  const convert = useConvertContract();
  useRealtime({
    onMessage: (message) => {
      if (message.event === "job" && message.data.jobId === workflow.data?.job?.id) {
        void contract.refetch();
      }
    },
  });

  if (contract.isPending || workflow.isPending) return <Skeleton className="h-64 w-full" />;
  if (contract.isError || workflow.isError) {
    return (
      <Card>
        <CardContent className="flex items-center gap-2 py-6 text-destructive">
          <CircleAlert className="size-4" />
          {(contract.error ?? workflow.error)?.message ?? "Contract not found or access denied"}
        </CardContent>
      </Card>
    );
  }

  const item = contract.data;
  const flow = workflow.data;
  const job = flow.job;
  const running = job?.status === "queued" || job?.status === "running";
  const reviewable = item.currentVersion !== null && item.status !== "failed";
  const overlayOpen = running || (watching && convert.isPending);

  if (watching && job && !running && !convert.isPending) {
    setWatching(false);
    if (job.status === "succeeded" && isSuccessfulStatus(flow.status)) {
      toast.success("Conversion complete", { description: `${item.name} converted to CosmWasm.` });
    } else if (job.status === "failed" || flow.status === "failed") {
      toast.error("Conversion failed", {
        description: job.error ?? item.errorMessage ?? "See the diagnostics.",
      });
    }
    void contract.refetch();
  }

  function startConversion() {
    setWatching(true);
    convert.mutate(contractId, {
      onSuccess: () => void workflow.refetch(),
      onError: (error) => {
        setWatching(false);
        toast.error("Conversion not started", { description: error.message });
      },
    });
  }

  const errors = item.diagnostics.filter((diagnostic) => diagnostic.severity === "error");
  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle className="flex flex-wrap items-center gap-2">
            <span className="truncate">{item.name}</span>
            <Badge variant="secondary" className="font-mono">
              {item.fileName}
            </Badge>
            <Badge variant={item.status === "failed" ? "destructive" : "outline"}>
              {item.status}
            </Badge>
          </CardTitle>
          <CardDescription>
            {item.language} · last activity {new Date(item.lastActivityAt).toLocaleString()}
            {item.currentVersion ? ` · version ${item.currentVersion}` : ""}
            {item.project
              ? ` · project of ${item.project.files.length} files, main file ${item.project.main}`
              : ""}
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          <PipelineView steps={flow.steps} />
          {flow.conversionMessage ? (
            <p className="flex items-start gap-2 rounded-lg border border-warning/50 bg-warning/10 p-3 text-sm">
              <FileWarning className="mt-0.5 size-4 shrink-0" />
              {flow.conversionMessage}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            {flow.canConvert ? (
              <Button
                variant={reviewable ? "outline" : "default"}
                onClick={startConversion}
                disabled={running || convert.isPending}
              >
                {item.currentVersion ? <RotateCcw /> : <Play />}
                {item.currentVersion || item.status === "failed" ? "Convert again" : "Convert"}
              </Button>
            ) : null}
            <Button
              variant={reviewable ? "default" : "outline"}
              disabled={!reviewable || running}
              onClick={() => onOpenReview(contractId)}
            >
              <Code2 /> Open code review
            </Button>
          </div>
        </CardContent>
      </Card>

      {item.diagnostics.length > 0 ? (
        <Card>
          <CardHeader>
            <CardTitle>Converter diagnostics</CardTitle>
            <CardDescription>
              {errors.length > 0
                ? `${errors.length} error${errors.length === 1 ? "" : "s"} stopped the conversion.`
                : "Warnings and notes from the last conversion."}
            </CardDescription>
          </CardHeader>
          <CardContent>
            <ul className="space-y-2 text-sm" aria-label="Diagnostics">
              {item.diagnostics.map((diagnostic, index) => (
                <li
                  // biome-ignore lint/suspicious/noArrayIndexKey: diagnostics have no id
                  key={index}
                  className="flex flex-wrap items-baseline gap-2 rounded-md border px-3 py-2"
                >
                  <Badge
                    variant={diagnostic.severity === "error" ? "destructive" : "secondary"}
                    className="uppercase"
                  >
                    {diagnostic.severity}
                  </Badge>
                  <span className="font-mono text-xs text-muted-foreground">
                    {diagnostic.file ? `${diagnostic.file}, ` : ""}line {diagnostic.line}, col{" "}
                    {diagnostic.column}
                  </span>
                  <span className="min-w-0 flex-1">{diagnostic.message}</span>
                  <span className="font-mono text-xs text-muted-foreground">{diagnostic.code}</span>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      ) : null}

      {flow.canConvert ? <ConversionConfigForm contractId={contractId} /> : null}

      <ProgressOverlay
        open={overlayOpen}
        type="conversion"
        message={job?.message ?? "Queued"}
        progress={job?.progress ?? 0}
        steps={conversionSteps(job?.progress ?? 0, false)}
      />
    </div>
  );
}
