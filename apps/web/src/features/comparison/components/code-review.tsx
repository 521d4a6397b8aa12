import type { ContractDiagnostic, SourceMapEntry } from "@contract-platform/api";
import { ArrowLeft, ArrowLeftRight, Copy, Download, Save } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { toast } from "sonner";
import { ProgressOverlay } from "@/components/progress-overlay";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import {
  downloadContractZip,
  reportCodeReviewFailure,
  toCodeReviewError,
  useContractCode,
  useSaveVersion,
} from "@/features/contracts/api";
import { rustForSolidityLine, solidityForRustLine } from "../find-mapped-range";
import { useCompilerDiagnostics } from "../use-compiler-diagnostics";
import { CodeEditor, type CodeEditorHandle, type MarkedLine } from "./code-editor";
import { FileTree } from "./file-tree";
import { VersionsPanel } from "./versions-panel";

function mainRustFile(paths: string[], sourceMap: SourceMapEntry[]) {
  return (
    paths.find((path) => path.endsWith("src/contract.rs")) ??
    sourceMap[0]?.rust.file ??
    paths.find((path) => path.endsWith(".rs")) ??
    paths[0] ??
    null
  );
}

function rustMarks(diagnostics: ContractDiagnostic[], sourceMap: SourceMapEntry[], file: string) {
  const marks: MarkedLine[] = [];
  for (const diagnostic of diagnostics) {
    // A diagnostic in a project's imported file has no line in the source shown.
    if (diagnostic.file) continue;
    const entry = rustForSolidityLine(sourceMap, diagnostic.line);
    if (entry && entry.rust.file === file) {
      marks.push({ line: entry.rust.start.line, severity: diagnostic.severity });
    }
  }
  return marks;
}

/**
 * The results viewer: Solidity and the generated Rust side by side (CodeMirror), the crate's file
 * tree, diagnostics linked to both sides through the source map, click-to-jump between a Solidity
 * construct and its Rust code, editing saved as versions, history, diff, zip download and copy.
 */
export function CodeReview({
  contractId,
  onBack,
  backLabel = "Back",
  onError,
  reveal,
}: {
  contractId: string;
  onBack?: () => void;
  /** What the back button says (the dashboard's goes back to the workflow). */
  backLabel?: string;
  onError?: (message: string) => void;
  /** Open at a Solidity line (and its mapped Rust) or at a Rust file's line (links from test runs). */
  reveal?: { solidityLine?: number; rust?: { file: string; line: number } };
}) {
  const [viewing, setViewing] = useState<number | undefined>(undefined);
  const code = useContractCode(contractId, viewing);
  const save = useSaveVersion(contractId);
  const [selected, setSelected] = useState<string | null>(null);
  const [edits, setEdits] = useState<Record<string, string>>({});
  const [note, setNote] = useState("");
  const [link, setLink] = useState<SourceMapEntry | null>(null);
  const [downloading, setDownloading] = useState<"packing" | "downloading" | null>(null);
  const downloadController = useRef<AbortController | null>(null);
  const solidityEditor = useRef<CodeEditorHandle>(null);
  const rustEditor = useRef<CodeEditorHandle>(null);
  const pendingRustReveal = useRef<SourceMapEntry | null>(null);
  const pendingLine = useRef<{ file: string; line: number } | null>(null);
  const reported = useRef(false);
  const revealed = useRef(false);

  const data = code.data;
  const compiler = useCompilerDiagnostics(contractId, data?.version);
  const paths = useMemo(() => data?.files.map((file) => file.path) ?? [], [data]);
  const sourceMap = data?.sourceMap ?? [];
  const file = selected && paths.includes(selected) ? selected : mainRustFile(paths, sourceMap);
  const original = data?.files.find((item) => item.path === file)?.content ?? "";
  const content = file && edits[file] !== undefined ? edits[file] : original;
  const dirty = useMemo(() => new Set(Object.keys(edits)), [edits]);
  const editable = viewing === undefined;

  useEffect(() => {
    if (code.isError && !reported.current) {
      reported.current = true;
      reportCodeReviewFailure(code.error, contractId);
      onError?.(code.error.message);
    }
  }, [code.isError, code.error, onError, contractId]);

  // A jump into another file reveals the lines once that file is in the editor.
  useEffect(() => {
    const target = pendingLine.current;
    if (target && target.file === file) {
      pendingLine.current = null;
      requestAnimationFrame(() => rustEditor.current?.revealLines(target.line, target.line));
    }
  });
  useEffect(() => {
    const entry = pendingRustReveal.current;
    if (entry && entry.rust.file === file) {
      pendingRustReveal.current = null;
      requestAnimationFrame(() =>
        rustEditor.current?.revealLines(entry.rust.start.line, entry.rust.end.line),
      );
    }
  });

  // A link asked for a place: show it once the code is in the editors.
  useEffect(() => {
    if (!data || !reveal || revealed.current) return;
    revealed.current = true;
    requestAnimationFrame(() => {
      if (reveal.rust && data.files.some((item) => item.path === reveal.rust?.file)) {
        const { file: target, line } = reveal.rust;
        const entry = solidityForRustLine(data.sourceMap, target, line);
        if (entry) setLink(entry);
        if (entry)
          solidityEditor.current?.revealLines(entry.solidity.start.line, entry.solidity.end.line);
        pendingRustReveal.current = {
          what: entry?.what ?? target,
          solidity: entry?.solidity ?? { start: { line, column: 1 }, end: { line, column: 1 } },
          rust: { file: target, start: { line, column: 1 }, end: { line, column: 1 } },
        } as SourceMapEntry;
        setSelected(target);
      } else if (reveal.solidityLine) {
        const entry = rustForSolidityLine(data.sourceMap, reveal.solidityLine);
        solidityEditor.current?.revealLines(reveal.solidityLine, reveal.solidityLine);
        if (entry) {
          setLink(entry);
          pendingRustReveal.current = entry;
          setSelected(entry.rust.file);
        }
      }
    });
  }, [data, reveal]);

  const solidityMarks = useMemo<MarkedLine[]>(
    () => (data?.diagnostics ?? []).map((item) => ({ line: item.line, severity: item.severity })),
    [data],
  );
  const marksForRust = useMemo<MarkedLine[]>(
    () => [
      ...(data && file ? rustMarks(data.diagnostics, data.sourceMap, file) : []),
      ...compiler.diagnostics
        .filter((diagnostic) => diagnostic.file === file && diagnostic.line)
        .map((diagnostic) => ({
          line: diagnostic.line as number,
          severity: diagnostic.severity === "error" ? ("error" as const) : ("warning" as const),
        })),
    ],
    [data, file, compiler.diagnostics],
  );

  if (code.isPending) return <Skeleton className="h-[60svh] w-full" />;
  if (code.isError || !data) {
    return (
      <Card>
        <CardContent className="space-y-3 py-6">
          <p className="font-medium text-destructive">Code Review Failed</p>
          <p className="text-sm text-muted-foreground">{code.error?.message}</p>
          {onBack ? (
            <Button variant="outline" size="sm" onClick={onBack}>
              <ArrowLeft /> {backLabel}
            </Button>
          ) : null}
        </CardContent>
      </Card>
    );
  }

  function jumpToRust(entry: SourceMapEntry) {
    setLink(entry);
    solidityEditor.current?.revealLines(entry.solidity.start.line, entry.solidity.end.line);
    if (entry.rust.file === file) {
      rustEditor.current?.revealLines(entry.rust.start.line, entry.rust.end.line);
    } else {
      pendingRustReveal.current = entry;
      setSelected(entry.rust.file);
    }
  }

  function onSolidityClick(line: number) {
    const entry = rustForSolidityLine(sourceMap, line);
    if (entry) jumpToRust(entry);
  }

  function onRustClick(line: number) {
    if (!file) return;
    const entry = solidityForRustLine(sourceMap, file, line);
    if (!entry) return;
    setLink(entry);
    solidityEditor.current?.revealLines(entry.solidity.start.line, entry.solidity.end.line);
  }

  function showDiagnostic(diagnostic: ContractDiagnostic) {
    const entry = rustForSolidityLine(sourceMap, diagnostic.line);
    if (entry) jumpToRust(entry);
    solidityEditor.current?.revealLines(diagnostic.line, diagnostic.endLine ?? diagnostic.line);
  }

  function saveVersion() {
    const files = data?.files.map((item) => ({
      path: item.path,
      content: edits[item.path] ?? item.content,
    }));
    if (!files) return;
    save.mutate(
      { files, note: note.trim() },
      {
        onSuccess: (result) => {
          setEdits({});
          setNote("");
          toast.success("Version saved", {
            description: `Version ${result.version.version} is now current.`,
          });
        },
        onError: (error) => toast.error("Version not saved", { description: error.message }),
      },
    );
  }

  async function download() {
    const controller = new AbortController();
    downloadController.current = controller;
    setDownloading("packing");
    try {
      await downloadContractZip(contractId, {
        version: viewing,
        signal: controller.signal,
        onResponse: () => setDownloading("downloading"),
      });
      toast.success("Download ready", { description: "The crate was saved as a .zip file." });
    } catch (error) {
      if (controller.signal.aborted) {
        toast("Download cancelled");
      } else {
        reportCodeReviewFailure(error, contractId, "download converted code");
        toast.error("Code Review Failed", { description: toCodeReviewError(error).message });
      }
    } finally {
      setDownloading(null);
    }
  }

  async function copyFile() {
    try {
      await navigator.clipboard.writeText(content);
      toast.success("Copied", { description: `${file} is on the clipboard.` });
    } catch {
      toast.error("Copy failed", { description: "The browser refused clipboard access." });
    }
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        {onBack ? (
          <Button variant="outline" size="sm" onClick={onBack}>
            <ArrowLeft /> {backLabel}
          </Button>
        ) : null}
        <h2 className="min-w-0 truncate text-lg font-semibold">{data.contract.name}</h2>
        <Badge variant="secondary">v{data.version}</Badge>
        {viewing !== undefined ? <Badge variant="warning">viewing an older version</Badge> : null}
        <div className="ml-auto flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => void copyFile()} disabled={!file}>
            <Copy /> Copy file
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={() => void download()}
            disabled={downloading !== null}
          >
            <Download /> Download .zip
          </Button>
        </div>
      </div>

      <div className="grid gap-3 lg:grid-cols-[200px_minmax(0,1fr)_minmax(0,1fr)]">
        <Card className="max-h-44 overflow-auto py-2 lg:max-h-[70svh]">
          <CardContent className="px-2">
            <FileTree paths={paths} selected={file} dirty={dirty} onSelect={setSelected} />
          </CardContent>
        </Card>
        <section aria-label="Solidity source" className="flex min-w-0 flex-col gap-1">
          <div className="flex items-center gap-2 text-sm text-muted-foreground">
            <Badge variant="outline">{data.source.language}</Badge>
            <span className="truncate font-mono">{data.source.fileName}</span>
          </div>
          <div className="h-[45svh] overflow-hidden rounded-lg border lg:h-[70svh]">
            <CodeEditor
              ref={solidityEditor}
              label="Solidity source"
              language={data.source.language === "solidity" ? "solidity" : "plain"}
              value={data.source.content}
              readOnly
              marks={solidityMarks}
              onLineClick={onSolidityClick}
            />
          </div>
        </section>
        <section aria-label="Generated Rust" className="flex min-w-0 flex-col gap-1">
          <div className="flex items-center gap-2 text-sm text-muted-foreground">
            <Badge variant="outline">rust</Badge>
            <span className="truncate font-mono">{file}</span>
            {file && dirty.has(file) ? <Badge variant="warning">edited</Badge> : null}
          </div>
          <div className="h-[45svh] overflow-hidden rounded-lg border lg:h-[70svh]">
            <CodeEditor
              ref={rustEditor}
              label="Generated Rust"
              language={file?.endsWith(".rs") ? "rust" : "plain"}
              value={content}
              readOnly={!editable}
              marks={marksForRust}
              onLineClick={onRustClick}
              onChange={(value) => {
                if (!file || !editable) return;
                setEdits((previous) => {
                  if (value === original) {
                    const { [file]: _dropped, ...rest } = previous;
                    return rest;
                  }
                  return { ...previous, [file]: value };
                });
              }}
            />
          </div>
        </section>
      </div>

      {link ? (
        <p
          className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground"
          role="status"
        >
          <ArrowLeftRight className="size-4" />
          <span className="font-medium text-foreground">{link.what}</span>: Solidity lines{" "}
          {link.solidity.start.line}–{link.solidity.end.line} ↔ {link.rust.file} lines{" "}
          {link.rust.start.line}–{link.rust.end.line}
        </p>
      ) : (
        <p className="text-sm text-muted-foreground">
          Click a Solidity function to jump to its Rust code, or a Rust line to jump back.
        </p>
      )}

      {editable ? (
        <form
          className="flex flex-wrap items-center gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            saveVersion();
          }}
        >
          <Input
            aria-label="Version note"
            placeholder="What changed (optional)"
            value={note}
            maxLength={500}
            onChange={(event) => setNote(event.target.value)}
            className="min-w-0 flex-1 sm:max-w-md"
          />
          <Button type="submit" disabled={dirty.size === 0 || save.isPending}>
            <Save /> Save as new version
          </Button>
          {dirty.size > 0 ? (
            <span className="text-sm text-muted-foreground">
              {dirty.size} file{dirty.size === 1 ? "" : "s"} edited
            </span>
          ) : null}
        </form>
      ) : null}

      {compiler.diagnostics.length > 0 ? (
        <Card>
          <CardContent className="py-4">
            <h3 className="mb-2 text-sm font-medium">
              Compiler messages (wasm build of version {compiler.build?.contractVersion})
            </h3>
            <ul className="space-y-1 text-sm" aria-label="Compiler messages">
              {compiler.diagnostics.map((diagnostic, index) => (
                <li
                  // biome-ignore lint/suspicious/noArrayIndexKey: diagnostics have no id
                  key={index}
                >
                  <button
                    type="button"
                    onClick={() => {
                      const target = {
                        file: diagnostic.file as string,
                        line: diagnostic.line as number,
                      };
                      if (target.file === file) {
                        rustEditor.current?.revealLines(target.line, target.line);
                      } else {
                        pendingLine.current = target;
                        setSelected(target.file);
                      }
                    }}
                    className="flex w-full flex-wrap items-baseline gap-2 rounded-md px-2 py-1 text-left hover:bg-muted"
                  >
                    <Badge variant={diagnostic.severity === "error" ? "destructive" : "warning"}>
                      {diagnostic.severity}
                    </Badge>
                    <span className="font-mono text-xs text-muted-foreground">
                      {diagnostic.file}:{diagnostic.line}:{diagnostic.column}
                    </span>
                    <span className="min-w-0 flex-1">
                      {diagnostic.code ? `[${diagnostic.code}] ` : ""}
                      {diagnostic.message}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      ) : null}

      {data.diagnostics.length > 0 ? (
        <Card>
          <CardContent className="py-4">
            <h3 className="mb-2 text-sm font-medium">Diagnostics</h3>
            <ul className="space-y-1 text-sm" aria-label="Diagnostics">
              {data.diagnostics.map((diagnostic, index) => (
                <li
                  // biome-ignore lint/suspicious/noArrayIndexKey: diagnostics have no id
                  key={index}
                >
                  <button
                    type="button"
                    onClick={() => showDiagnostic(diagnostic)}
                    className="flex w-full flex-wrap items-baseline gap-2 rounded-md px-2 py-1 text-left hover:bg-muted"
                  >
                    <Badge
                      variant={
                        diagnostic.severity === "error"
                          ? "destructive"
                          : diagnostic.severity === "warning"
                            ? "warning"
                            : "secondary"
                      }
                    >
                      {diagnostic.severity}
                    </Badge>
                    <span className="font-mono text-xs text-muted-foreground">
                      {diagnostic.line}:{diagnostic.column}
                    </span>
                    <span className="min-w-0 flex-1">{diagnostic.message}</span>
                  </button>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      ) : null}

      <VersionsPanel
        contractId={contractId}
        viewing={viewing}
        onView={(version) => {
          setEdits({});
          setViewing(version);
        }}
      />
      <ProgressOverlay
        open={downloading !== null}
        type="download"
        message={`${data.contract.name}, version ${viewing ?? data.version}`}
        steps={[
          { label: "Packing the crate", status: downloading === "packing" ? "current" : "done" },
          {
            label: "Downloading the zip",
            status: downloading === "downloading" ? "current" : "pending",
          },
        ]}
        onCancel={() => downloadController.current?.abort()}
      />
    </div>
  );
}
