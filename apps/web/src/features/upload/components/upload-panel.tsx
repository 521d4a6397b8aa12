import type { UploadResult } from "@contract-platform/api";
import { ALLOWED_EXTENSIONS } from "@contract-platform/api";
import { CircleAlert, Copy, FileCode2, Upload, X } from "lucide-react";
import { useRef, useState } from "react";
import { toast } from "sonner";
import { ProgressOverlay, type ProgressStep } from "@/components/progress-overlay";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useUploadContracts } from "@/features/contracts/api";
import { ApiError } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { checkFiles, type RejectedFile } from "../check-files";

type Phase = "idle" | "uploading" | "validating";

function overlaySteps(phase: Phase, percent: number): ProgressStep[] {
  const sending = phase === "uploading" && percent < 100;
  return [
    { label: "Checking files", status: "done" },
    { label: "Uploading", status: sending ? "current" : "done" },
    { label: "Validating on the server", status: sending ? "pending" : "current" },
    { label: "Moving to workflow", status: "pending" },
  ];
}

function formatSize(bytes: number) {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * Drop zone and picker for one or many contract files: the basic check runs in the browser, the
 * upload shows the progress overlay (cancellable), and `onUploaded` gets the first stored contract.
 */
export function UploadPanel({ onUploaded }: { onUploaded: (contractId: string) => void }) {
  const [files, setFiles] = useState<File[]>([]);
  const [rejected, setRejected] = useState<RejectedFile[]>([]);
  const [results, setResults] = useState<UploadResult[]>([]);
  const [dragging, setDragging] = useState(false);
  const [phase, setPhase] = useState<Phase>("idle");
  const [percent, setPercent] = useState(0);
  const [currentName, setCurrentName] = useState("");
  const controller = useRef<AbortController | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadContracts();

  function addFiles(list: FileList | null) {
    if (!list) return;
    const { accepted, rejected: refused } = checkFiles(Array.from(list));
    setRejected(refused);
    setResults([]);
    setFiles((previous) => {
      const names = new Set(accepted.map((file) => file.name));
      return [...previous.filter((file) => !names.has(file.name)), ...accepted];
    });
  }

  async function start() {
    if (files.length === 0) return;
    const abort = new AbortController();
    controller.current = abort;
    setPhase("uploading");
    setPercent(0);
    try {
      const response = await upload.mutateAsync({
        files,
        signal: abort.signal,
        onProgress: (progress) => {
          setPercent(progress.percent);
          setCurrentName(progress.fileName);
          if (progress.percent >= 100) setPhase("validating");
        },
      });
      setResults(response.results);
      const stored = response.results.filter((result) => result.accepted && result.contract);
      for (const duplicate of response.results.filter((result) => result.duplicate)) {
        toast.info("Duplicate file", {
          description: `${duplicate.fileName} was uploaded before (same SHA-256); opening the existing contract ${duplicate.contract?.name ?? ""}.`,
        });
      }
      const first = stored[0]?.contract;
      if (first) {
        setFiles([]);
        onUploaded(first.id);
      } else {
        toast.error("Upload Failed", { description: "No file passed validation." });
      }
    } catch (error) {
      if (error instanceof ApiError && error.code === "aborted") {
        toast.info("Upload cancelled", { description: "Nothing more was sent." });
      } else {
        toast.error("Upload Failed", {
          description: error instanceof Error ? error.message : "The upload did not finish.",
        });
      }
    } finally {
      controller.current = null;
      setPhase("idle");
    }
  }

  const refusedByServer = results.filter((result) => !result.accepted);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Contract files</CardTitle>
        <CardDescription>
          Solidity converts to CosmWasm; Vyper, Yul, Huff and Rust files are stored for review and
          analysis. Up to 10 MB per file.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <button
          type="button"
          data-testid="upload-dropzone"
          onClick={() => input.current?.click()}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={(event) => {
            event.preventDefault();
            setDragging(false);
            addFiles(event.dataTransfer.files);
          }}
          className={cn(
            "flex w-full flex-col items-center justify-center gap-3 rounded-xl border-2 border-dashed px-4 py-10 text-center transition-colors",
            dragging ? "border-primary bg-primary/5" : "border-border hover:bg-muted/50",
          )}
        >
          <Upload className="size-8 text-muted-foreground" />
          <span className="font-medium">Drop contract files here or click to choose</span>
          <span className="flex flex-wrap justify-center gap-1.5">
            {ALLOWED_EXTENSIONS.map((extension) => (
              <Badge key={extension} variant="secondary" className="font-mono">
                {extension}
              </Badge>
            ))}
          </span>
        </button>
        <input
          ref={input}
          type="file"
          multiple
          aria-label="Choose contract files"
          accept={ALLOWED_EXTENSIONS.join(",")}
          className="sr-only"
          onChange={(event) => {
            addFiles(event.target.files);
            event.target.value = "";
          }}
        />

        {rejected.length + refusedByServer.length > 0 ? (
          <ul className="space-y-2" aria-label="Refused files">
            {rejected.map((file) => (
              <li
                key={`c-${file.name}`}
                className="flex items-start gap-2 rounded-lg border border-destructive/40 bg-destructive/5 p-3 text-sm"
              >
                <CircleAlert className="mt-0.5 size-4 shrink-0 text-destructive" />
                <span>
                  <span className="font-medium">{file.name}</span>: {file.issues.join("; ")}
                </span>
              </li>
            ))}
            {refusedByServer.map((result) => (
              <li
                key={`s-${result.fileName}`}
                className="flex items-start gap-2 rounded-lg border border-destructive/40 bg-destructive/5 p-3 text-sm"
              >
                <CircleAlert className="mt-0.5 size-4 shrink-0 text-destructive" />
                <span>
                  <span className="font-medium">{result.fileName}</span> ({result.validation.status}
                  ): {result.validation.issues.join("; ")}
                </span>
              </li>
            ))}
          </ul>
        ) : null}

        {files.length > 0 ? (
          <ul className="divide-y rounded-lg border" aria-label="Selected files">
            {files.map((file) => (
              <li key={file.name} className="flex items-center gap-3 px-3 py-2 text-sm">
                <FileCode2 className="size-4 shrink-0 text-muted-foreground" />
                <span className="min-w-0 flex-1 truncate font-mono">{file.name}</span>
                <span className="text-muted-foreground">{formatSize(file.size)}</span>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Remove ${file.name}`}
                  onClick={() => setFiles((list) => list.filter((item) => item !== file))}
                >
                  <X />
                </Button>
              </li>
            ))}
          </ul>
        ) : null}

        {results.some((result) => result.duplicate) ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Copy className="size-4" /> Files already uploaded are recognised by their SHA-256 hash
            and reuse the existing contract.
          </p>
        ) : null}

        <div className="flex justify-end">
          <Button onClick={() => void start()} disabled={files.length === 0 || phase !== "idle"}>
            <Upload /> Upload {files.length > 1 ? `${files.length} files` : "file"}
          </Button>
        </div>
      </CardContent>
      <ProgressOverlay
        open={phase !== "idle"}
        type="upload"
        message={currentName ? `Sending ${currentName}` : "Preparing files"}
        progress={percent}
        steps={overlaySteps(phase, percent)}
        onCancel={() => controller.current?.abort()}
      />
    </Card>
  );
}
