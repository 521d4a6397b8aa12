import { Sparkles } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useExplainFinding } from "../api/explain-finding";

const verdictLabels = {
  "true-positive": "Likely real",
  "false-positive": "Likely false positive",
  uncertain: "Uncertain",
} as const;

/**
 * The AI assistant for one finding: explanation, exploit scenario, suggested fix and a triage
 * verdict shown beside the finding (the finding itself always stays). Without a configured
 * provider it says how to configure one.
 */
export function AiAssist({
  contractId,
  findingId,
  configured,
  notConfiguredMessage,
}: {
  contractId: string;
  findingId: string;
  configured: boolean;
  notConfiguredMessage: string | null;
}) {
  const explain = useExplainFinding();
  if (!configured) {
    return (
      <p className="rounded-md border border-dashed p-3 text-sm text-muted-foreground">
        <Sparkles className="mr-1 inline size-4" />
        {notConfiguredMessage}
      </p>
    );
  }
  const answer = explain.data?.findingId === findingId ? explain.data : null;
  return (
    <section className="space-y-3 rounded-md border p-3" aria-label="AI assistant">
      <div className="flex items-center gap-2">
        <Button
          size="sm"
          variant="outline"
          disabled={explain.isPending}
          onClick={() => explain.mutate({ contractId, findingId })}
        >
          <Sparkles /> {explain.isPending ? "Asking the AI assistant…" : "Explain with AI"}
        </Button>
        {answer ? (
          <Badge variant={answer.explanation.verdict === "false-positive" ? "warning" : "default"}>
            AI triage: {verdictLabels[answer.explanation.verdict]} (
            {Math.round(answer.explanation.confidence * 100)}%)
          </Badge>
        ) : null}
      </div>
      {explain.error && !answer ? (
        <p role="alert" className="text-sm text-destructive">
          {explain.error.message}
        </p>
      ) : null}
      {answer ? (
        <dl className="space-y-2 text-sm">
          <dt className="font-medium">Explanation</dt>
          <dd className="text-muted-foreground">{answer.explanation.explanation}</dd>
          <dt className="font-medium">Exploit scenario</dt>
          <dd className="text-muted-foreground">{answer.explanation.exploitScenario}</dd>
          <dt className="font-medium">Suggested fix</dt>
          <dd className="whitespace-pre-wrap text-muted-foreground">
            {answer.explanation.suggestedFix}
          </dd>
          <dd className="text-xs text-muted-foreground">
            {answer.model}
            {answer.cached ? " · cached answer" : ""}
          </dd>
        </dl>
      ) : null}
    </section>
  );
}
