import { type Build, type BuildStatus, buildStatusLabels } from "@contract-platform/api";
import { Ban, Download, FileCode2, Hammer } from "lucide-react";
import { Link } from "react-router";
import { toast } from "sonner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useBuild, useBuilds, useCancelBuild, useStartBuild } from "@/features/contracts/api";
import { downloadBuildFile } from "../api/deployments";
import { ValidationReport } from "./validation-report";

export function buildBadgeVariant(status: BuildStatus) {
  if (status === "succeeded") return "success" as const;
  if (status === "queued" || status === "running") return "secondary" as const;
  if (status === "invalid" || status === "cancelled") return "warning" as const;
  return "destructive" as const;
}

export function formatBytes(bytes: number | null): string {
  if (bytes === null) return "—";
  return bytes >= 1024 ? `${(bytes / 1024).toFixed(1)} KiB` : `${bytes} B`;
}

/**
 * Build the contract's current version to wasm: status while it runs (cancellable), then the
 * checksum, size, validation report, compiler errors linked to the review editor, downloads and
 * the log. Calls `onBuild` with the build to deploy (the latest that succeeded).
 */
export function BuildPanel({ contractId, build }: { contractId: string; build: Build | null }) {
  const builds = useBuilds(contractId);
  const start = useStartBuild(contractId);
  const cancel = useCancelBuild();
  const running = build && (build.status === "queued" || build.status === "running");

  async function startBuild() {
    try {
      const { reused } = await start.mutateAsync(undefined);
      if (reused) toast.success("Identical to an earlier build: its artifact is reused");
    } catch (error) {
      toast.error((error as Error).message);
    }
  }

  async function download(what: "wasm" | "checksums") {
    if (!build) return;
    try {
      await downloadBuildFile(build.id, what);
    } catch (error) {
      toast.error((error as Error).message);
    }
  }

  const main = build?.artifacts.find((artifact) => artifact.sha256 === build.checksum);
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3 space-y-0">
        {/* The text keeps a readable width; on a narrow screen the buttons wrap below it. */}
        <div className="min-w-56 flex-1 space-y-1" data-testid="build-header-text">
          <CardTitle className="flex items-center gap-2">
            <Hammer className="size-4" /> Build
          </CardTitle>
          <CardDescription>
            cargo build for wasm32 in the sandbox, then wasm-opt -Oz and the chain's upload checks.
          </CardDescription>
        </div>
        <div className="flex gap-2">
          {running ? (
            <Button variant="outline" size="sm" onClick={() => build && cancel.mutate(build.id)}>
              <Ban /> Cancel
            </Button>
          ) : null}
          <Button size="sm" onClick={startBuild} disabled={Boolean(running) || start.isPending}>
            <Hammer /> {build ? "Build again" : "Build current version"}
          </Button>
        </div>
      </CardHeader>
      <CardContent className="space-y-4">
        {!build ? (
          <p className="text-sm text-muted-foreground">
            {builds.isPending ? "Loading builds…" : "Not built yet."}
          </p>
        ) : (
          <>
            <div className="flex flex-wrap items-center gap-2 text-sm" data-testid="build-status">
              <Badge variant={buildBadgeVariant(build.status)}>
                {buildStatusLabels[build.status]}
              </Badge>
              <span className="text-muted-foreground">version {build.contractVersion}</span>
              {running ? <Spinner className="size-4" /> : null}
              {build.reusedFrom ? <Badge variant="outline">reused</Badge> : null}
            </div>
            {main ? (
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                <dt className="text-muted-foreground">File</dt>
                <dd className="font-mono">{main.fileName}</dd>
                <dt className="text-muted-foreground">Size</dt>
                <dd>
                  {formatBytes(main.sizeBytes)}{" "}
                  <span className="text-muted-foreground">
                    ({formatBytes(main.unoptimizedSizeBytes)} before wasm-opt)
                  </span>
                </dd>
                <dt className="text-muted-foreground">SHA-256</dt>
                <dd className="font-mono text-xs break-all" data-testid="build-checksum">
                  {main.sha256}
                </dd>
                {build.toolchain ? (
                  <>
                    <dt className="text-muted-foreground">Toolchain</dt>
                    <dd className="text-xs">
                      {build.toolchain.rustc} · {build.toolchain.wasmOpt} · {build.toolchain.crates}
                    </dd>
                  </>
                ) : null}
              </dl>
            ) : null}
            {main ? (
              <div className="flex flex-wrap gap-2">
                <Button variant="outline" size="sm" onClick={() => download("wasm")}>
                  <Download /> .wasm
                </Button>
                <Button variant="outline" size="sm" onClick={() => download("checksums")}>
                  <Download /> checksums.txt
                </Button>
              </div>
            ) : null}
            {build.artifacts.map((artifact) => (
              <ValidationReport key={artifact.fileName} artifact={artifact} />
            ))}
            {build.violations.length > 0 ? (
              <ul className="space-y-1 text-sm text-destructive">
                {build.violations.map((violation) => (
                  <li key={`${violation.code}-${violation.file}`}>
                    {violation.file}: {violation.message}
                  </li>
                ))}
              </ul>
            ) : null}
            {build.diagnostics.some((d) => d.severity === "error") ? (
              <div className="space-y-2">
                <p className="text-sm font-medium">Compiler errors</p>
                <ul className="space-y-1 text-sm">
                  {build.diagnostics
                    .filter((diagnostic) => diagnostic.severity === "error")
                    .map((diagnostic, index) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: diagnostics have no id
                      <li key={index} className="flex flex-wrap gap-2">
                        <span className="font-mono text-xs text-muted-foreground">
                          {diagnostic.file ?? "crate"}
                          {diagnostic.line ? `:${diagnostic.line}:${diagnostic.column}` : ""}
                        </span>
                        <span>{diagnostic.message}</span>
                      </li>
                    ))}
                </ul>
                <Button asChild variant="outline" size="sm">
                  <Link to={`/comparison/${contractId}`}>
                    <FileCode2 /> Show them in the review editor
                  </Link>
                </Button>
              </div>
            ) : null}
            <details>
              <summary className="cursor-pointer text-sm text-muted-foreground">Build log</summary>
              <pre className="mt-2 max-h-80 overflow-auto rounded-md bg-muted p-3 text-xs whitespace-pre-wrap">
                {build.log || build.error || "(no output yet)"}
              </pre>
            </details>
          </>
        )}
      </CardContent>
    </Card>
  );
}

/** The contract's latest build (polled while it runs), for the page. */
export function useLatestBuild(contractId: string) {
  const builds = useBuilds(contractId);
  const latest = builds.data?.[0] ?? null;
  const build = useBuild(latest?.id);
  return { build: build.data ?? null, isPending: builds.isPending };
}
