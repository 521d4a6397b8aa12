import type { CargoDiagnostic } from "@contract-platform/api";
import { useBuild, useBuilds } from "@/features/contracts/api";

/**
 * The compiler's messages for a crate version: those of its latest wasm build, with the build's
 * status, so the review editor can mark them at their lines.
 */
export function useCompilerDiagnostics(contractId: string, version: number | undefined) {
  const builds = useBuilds(contractId);
  const latest = builds.data?.find((build) => build.contractVersion === version) ?? null;
  const build = useBuild(latest?.id);
  const diagnostics: CargoDiagnostic[] = (build.data?.diagnostics ?? []).filter(
    (diagnostic) => diagnostic.file && diagnostic.line && diagnostic.severity !== "note",
  );
  return { diagnostics, build: build.data ?? null };
}
