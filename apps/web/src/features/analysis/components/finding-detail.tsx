import type { AnalysedSources, AnalysisFinding } from "@contract-platform/api";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { AiAssist } from "./ai-assist";
import { CodeExcerpt } from "./code-excerpt";
import { SeverityBadge } from "./severity-badge";

function sourceOf(sources: AnalysedSources, finding: AnalysisFinding, file: string) {
  if (finding.language === "solidity") {
    const inProject = sources.project?.files.find((f) => f.path === file);
    return inProject?.content ?? sources.solidity?.content ?? null;
  }
  return sources.crate.find((f) => f.path === file || file.endsWith(`/${f.path}`))?.content ?? null;
}

/** One finding in full: what, why, how to fix, the highlighted code (and related locations). */
export function FindingDetail({
  contractId,
  finding,
  sources,
  ai,
}: {
  contractId: string;
  finding: AnalysisFinding;
  sources: AnalysedSources;
  ai: { configured: boolean; message: string | null };
}) {
  const main = sourceOf(sources, finding, finding.location.file);
  return (
    <Card aria-label="Finding detail">
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <SeverityBadge severity={finding.severity} />
          <span className="text-xs text-muted-foreground">
            {finding.language === "solidity" ? "Solidity" : "CosmWasm (Rust)"} · {finding.ruleId} ·
            confidence {finding.confidence}
          </span>
        </div>
        <CardTitle>{finding.title}</CardTitle>
        <CardDescription>{finding.message}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4 text-sm">
        {main ? (
          <CodeExcerpt
            title={finding.location.file}
            content={main}
            startLine={finding.location.startLine}
            endLine={finding.location.endLine}
          />
        ) : null}
        {finding.related.map((related) => {
          const content = sourceOf(sources, finding, related.file);
          return content ? (
            <div
              key={`${related.file}:${related.startLine}:${related.message}`}
              className="space-y-1"
            >
              <p className="text-xs text-muted-foreground">{related.message}</p>
              <CodeExcerpt
                title={related.file}
                content={content}
                startLine={related.startLine}
                endLine={related.endLine}
                context={2}
              />
            </div>
          ) : null;
        })}
        <div>
          <h4 className="font-medium">Why it matters</h4>
          <p className="text-muted-foreground">{finding.description}</p>
        </div>
        <div>
          <h4 className="font-medium">Recommendation</h4>
          <p className="text-muted-foreground">{finding.recommendation}</p>
        </div>
        <AiAssist
          contractId={contractId}
          findingId={finding.id}
          configured={ai.configured}
          notConfiguredMessage={ai.message}
        />
      </CardContent>
    </Card>
  );
}
