import { Bot, FileCode2 } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { useExplainDivergence } from "../api/testing-ai";

/** "Explain with AI" under a divergence: the cause, the lines on both sides and a fix. */
export function DivergenceExplanation({
  contractId,
  runId,
  index,
}: {
  contractId: string;
  runId: string;
  index: number;
}) {
  const explain = useExplainDivergence();
  const answer = explain.data?.explanation;
  if (!answer) {
    return (
      <div className="space-y-1">
        <Button
          size="sm"
          variant="outline"
          disabled={explain.isPending}
          onClick={() => explain.mutate({ runId, index })}
        >
          <Bot /> {explain.isPending ? "Asking the assistant…" : "Explain with AI"}
        </Button>
        {explain.isError ? (
          <p role="alert" className="text-xs text-destructive">
            {explain.error.message}
          </p>
        ) : null}
      </div>
    );
  }
  return (
    <section
      className="space-y-1 rounded-md border border-primary/30 bg-primary/5 p-2 text-sm"
      aria-label="AI explanation"
    >
      <p className="flex items-center gap-1 font-medium">
        <Bot className="size-4" /> {answer.summary}
      </p>
      <p>{answer.cause}</p>
      <div className="flex flex-wrap gap-x-3 gap-y-1 text-xs">
        {answer.solidity ? (
          <Link
            className="inline-flex items-center gap-1 text-primary hover:underline"
            to={`/comparison/${contractId}?line=${answer.solidity.startLine}`}
          >
            <FileCode2 className="size-3.5" /> Solidity L{answer.solidity.startLine}–
            {answer.solidity.endLine}
          </Link>
        ) : null}
        {answer.rust ? (
          <Link
            className="inline-flex items-center gap-1 text-primary hover:underline"
            to={`/comparison/${contractId}?rust=${encodeURIComponent(`${answer.rust.file}:${answer.rust.startLine}`)}`}
          >
            <FileCode2 className="size-3.5" /> {answer.rust.file} L{answer.rust.startLine}–
            {answer.rust.endLine}
          </Link>
        ) : null}
      </div>
      {answer.fix ? (
        <p className="text-xs">
          <span className="font-medium">Fix: </span>
          {answer.fix}
        </p>
      ) : null}
      <p className="text-[0.7rem] text-muted-foreground">
        {explain.data?.model}
        {explain.data?.cached ? " · from the cache" : ""} · an explanation to review, not a verdict
      </p>
    </section>
  );
}
