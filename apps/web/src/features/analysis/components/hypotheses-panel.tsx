import { Lightbulb, Sparkles } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useHypotheses, useProposeHypotheses } from "../api/get-hypotheses";
import { SeverityBadge } from "./severity-badge";

/**
 * "Hypotheses (unconfirmed)": possible issues the AI assistant proposes that the detectors did not
 * report, kept apart from the findings. One is marked "confirmed by <detector>" (with a link to
 * the finding) only when a finding of that detector overlaps its lines.
 */
export function HypothesesPanel({
  contractId,
  analysisId,
  ai,
  onShowFinding,
}: {
  contractId: string;
  analysisId: string;
  ai: { configured: boolean; message: string | null };
  onShowFinding: (findingId: string) => void;
}) {
  const cached = useHypotheses(contractId, analysisId, ai.configured);
  const propose = useProposeHypotheses(contractId, analysisId);
  const hypotheses = cached.data?.hypotheses ?? null;
  return (
    <Card aria-label="Hypotheses (unconfirmed)">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Lightbulb className="size-5" /> Hypotheses (unconfirmed)
        </CardTitle>
        <CardDescription>
          Possible issues the AI assistant proposes that the detectors did not report. They are not
          findings until a detector confirms them.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        {!ai.configured ? (
          <p className="rounded-md border border-dashed p-3 text-muted-foreground">
            <Sparkles className="mr-1 inline size-4" />
            {ai.message}
          </p>
        ) : cached.isPending ? (
          <p className="text-muted-foreground">Looking for earlier hypotheses…</p>
        ) : hypotheses === null ? (
          <>
            <Button
              size="sm"
              variant="outline"
              disabled={propose.isPending}
              onClick={() => propose.mutate()}
            >
              <Sparkles />
              {propose.isPending ? "Asking the AI assistant…" : "Propose hypotheses with AI"}
            </Button>
            {propose.error ? (
              <p role="alert" className="text-destructive">
                {propose.error.message}
              </p>
            ) : null}
          </>
        ) : hypotheses.length === 0 ? (
          <p className="text-muted-foreground">The assistant proposed no further issues.</p>
        ) : (
          <ul className="space-y-2">
            {hypotheses.map((hypothesis) => (
              <li key={hypothesis.id} className="rounded-md border border-dashed p-2">
                <div className="flex flex-wrap items-center gap-2">
                  <SeverityBadge severity={hypothesis.severity} />
                  <span className="font-medium">{hypothesis.title}</span>
                  {hypothesis.confirmedBy ? (
                    <Badge variant="default">confirmed by {hypothesis.confirmedBy.ruleId}</Badge>
                  ) : (
                    <Badge variant="outline">unconfirmed</Badge>
                  )}
                </div>
                <p className="mt-1 text-xs text-muted-foreground">
                  {hypothesis.language === "solidity" ? "Solidity" : "Rust"} · {hypothesis.function}{" "}
                  · {hypothesis.file}:{hypothesis.startLine}
                  {hypothesis.endLine !== hypothesis.startLine ? `-${hypothesis.endLine}` : ""}
                </p>
                <p className="mt-1 text-muted-foreground">{hypothesis.rationale}</p>
                {hypothesis.confirmedBy ? (
                  <Button
                    variant="link"
                    size="sm"
                    className="h-auto px-0"
                    onClick={() => onShowFinding(hypothesis.confirmedBy?.findingId ?? "")}
                  >
                    Show finding: {hypothesis.confirmedBy.title}
                  </Button>
                ) : (
                  <p className="mt-1 text-xs text-muted-foreground">
                    {hypothesis.detectorId
                      ? `No ${hypothesis.detectorId} finding on these lines.`
                      : "No detector covers this; review it by hand."}
                  </p>
                )}
              </li>
            ))}
          </ul>
        )}
        {cached.data?.model ? (
          <p className="text-xs text-muted-foreground">
            {cached.data.model}
            {cached.data.cached ? " · cached answer" : ""}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
