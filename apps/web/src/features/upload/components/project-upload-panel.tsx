import type { UploadProjectResponse } from "@contract-platform/api";
import { Archive, CircleAlert, FileCode2, FolderOpen, Upload } from "lucide-react";
import { useRef, useState } from "react";
import { toast } from "sonner";
import { ProgressOverlay, type ProgressStep } from "@/components/progress-overlay";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useUploadProject } from "@/features/contracts/api";
import { ApiError } from "@/lib/api-client";
import { type ProjectSelection, selectProject } from "../project-selection";

type Phase = "idle" | "uploading" | "validating";

function overlaySteps(phase: Phase, percent: number): ProgressStep[] {
  const sending = phase === "uploading" && percent < 100;
  return [
    { label: "Uploading the project", status: sending ? "current" : "done" },
    { label: "Resolving imports and checking files", status: sending ? "pending" : "current" },
    { label: "Moving to workflow", status: "pending" },
  ];
}

/**
 * A project upload: several .sol files, a project folder or a .zip. The server keeps the import
 * structure; when several files could be the contract it lists them and the user picks the main
 * file here. Refusals are shown with the server's message and the selection is kept.
 */
export function ProjectUploadPanel({
  onUploaded,
}: {
  onUploaded: (contractId: string, answer: UploadProjectResponse) => void;
}) {
  const [selection, setSelection] = useState<ProjectSelection>({ kind: "none" });
  const [leftOut, setLeftOut] = useState(0);
  const [main, setMain] = useState("");
  const [candidates, setCandidates] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>("idle");
  const [percent, setPercent] = useState(0);
  const controller = useRef<AbortController | null>(null);
  const filesInput = useRef<HTMLInputElement>(null);
  const folderInput = useRef<HTMLInputElement>(null);
  const upload = useUploadProject();

  function choose(list: FileList | null) {
    if (!list || list.length === 0) return;
    const picked = selectProject(Array.from(list));
    setSelection(picked.selection);
    setLeftOut(picked.leftOut);
    setProblem(picked.error);
    setMain("");
    setCandidates(
      picked.selection.kind === "files"
        ? picked.selection.files.map((f) => f.path).filter((p) => p.endsWith(".sol"))
        : [],
    );
  }

  async function start() {
    if (selection.kind === "none") return;
    const abort = new AbortController();
    controller.current = abort;
    setPhase("uploading");
    setPercent(0);
    setProblem(null);
    try {
      const answer = await upload.mutateAsync({
        upload:
          selection.kind === "archive"
            ? { kind: "archive", archive: selection.archive, main: main || undefined }
            : { kind: "files", files: selection.files, main: main || undefined },
        signal: abort.signal,
        onProgress: (value) => {
          setPercent(value);
          if (value >= 100) setPhase("validating");
        },
      });
      const contract = answer.result.contract;
      if (answer.result.duplicate) {
        toast.info("Duplicate project", {
          description: `This project was uploaded before; opening ${contract?.name ?? "it"}.`,
        });
      }
      toast.success("Project uploaded", {
        description: `${answer.project.files.length} files kept for ${answer.project.main}${answer.ignored.length > 0 ? `; ${answer.ignored.length} left out` : ""}.`,
      });
      if (contract) {
        setSelection({ kind: "none" });
        onUploaded(contract.id, answer);
      }
    } catch (error) {
      if (error instanceof ApiError && error.code === "aborted") {
        toast.info("Upload cancelled", { description: "Nothing more was sent." });
      } else if (error instanceof ApiError && error.code === "main_file_required") {
        const listed = Array.isArray(error.data?.candidates)
          ? (error.data.candidates as string[])
          : [];
        setCandidates(listed);
        setMain(listed[0] ?? "");
        setProblem(`${error.message}, then upload again.`);
      } else {
        setProblem(error instanceof Error ? error.message : "The upload did not finish.");
      }
    } finally {
      controller.current = null;
      setPhase("idle");
    }
  }

  const chosenLabel =
    selection.kind === "archive"
      ? selection.archive.name
      : selection.kind === "files"
        ? `${selection.files.length} files`
        : null;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Project with imports</CardTitle>
        <CardDescription>
          Several .sol files, a project folder or a .zip of a project (Hardhat, Foundry, or plain
          folders, node_modules and lib/ dependencies included). Imports resolve by relative path,
          remappings.txt / foundry.toml, then node_modules; the folder structure is kept. Up to
          1,000 .sol files and 10 MB.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => filesInput.current?.click()}>
            <Archive /> Choose files or a .zip
          </Button>
          <Button variant="outline" onClick={() => folderInput.current?.click()}>
            <FolderOpen /> Choose a project folder
          </Button>
        </div>
        <input
          ref={filesInput}
          type="file"
          multiple
          aria-label="Choose project files or a zip"
          accept=".sol,.zip,.txt,.toml"
          className="sr-only"
          onChange={(event) => {
            choose(event.target.files);
            event.target.value = "";
          }}
        />
        <input
          ref={folderInput}
          type="file"
          multiple
          aria-label="Choose a project folder"
          className="sr-only"
          {...{ webkitdirectory: "" }}
          onChange={(event) => {
            choose(event.target.files);
            event.target.value = "";
          }}
        />

        {chosenLabel ? (
          <section className="space-y-2 rounded-lg border p-3 text-sm" aria-label="Chosen project">
            <p className="flex items-center gap-2">
              <FileCode2 className="size-4 text-muted-foreground" />
              <span className="font-mono">{chosenLabel}</span>
              {leftOut > 0 ? (
                <span className="text-muted-foreground">
                  ({leftOut} other {leftOut === 1 ? "file" : "files"} left out)
                </span>
              ) : null}
            </p>
            {candidates.length > 0 ? (
              <label className="flex flex-wrap items-center gap-2">
                <span>Main contract file</span>
                <select
                  aria-label="Main contract file"
                  className="min-w-0 flex-1 rounded-md border bg-background px-2 py-1 font-mono text-sm"
                  value={main}
                  onChange={(event) => setMain(event.target.value)}
                >
                  <option value="">Detect automatically</option>
                  {candidates.map((path) => (
                    <option key={path} value={path}>
                      {path}
                    </option>
                  ))}
                </select>
              </label>
            ) : null}
          </section>
        ) : null}

        {problem ? (
          <p
            role="alert"
            className="flex items-start gap-2 rounded-lg border border-destructive/40 bg-destructive/5 p-3 text-sm"
          >
            <CircleAlert className="mt-0.5 size-4 shrink-0 text-destructive" />
            <span>{problem}</span>
          </p>
        ) : null}

        <div className="flex justify-end">
          <Button
            onClick={() => void start()}
            disabled={selection.kind === "none" || phase !== "idle"}
          >
            <Upload /> Upload project
          </Button>
        </div>
      </CardContent>
      <ProgressOverlay
        open={phase !== "idle"}
        type="upload"
        message={chosenLabel ? `Sending ${chosenLabel}` : "Preparing the project"}
        progress={percent}
        steps={overlaySteps(phase, percent)}
        onCancel={() => controller.current?.abort()}
      />
    </Card>
  );
}
