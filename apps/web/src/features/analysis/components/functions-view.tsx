import type {
  AnalysedSources,
  CodeRange,
  FunctionExplanation,
  FunctionPairsResponse,
} from "@contract-platform/api";
import { Sparkles } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import { useExplainFunction } from "../api/explain-function";
import { useFunctionPairs } from "../api/get-function-pairs";
import { CodeExcerpt } from "./code-excerpt";
import { SeverityBadge } from "./severity-badge";

type Pair = FunctionPairsResponse["pairs"][number];

const kindLabels = {
  instantiate: "constructor",
  execute: "execute",
  query: "query",
  internal: "internal",
  modifier: "modifier",
} as const;

/** The lines a clicked reference highlights, on either side. */
interface Highlight {
  solidity: CodeRange | null;
  rust: CodeRange | null;
}

const lines = (range: { startLine: number; endLine: number }) =>
  range.endLine === range.startLine ? `${range.startLine}` : `${range.startLine}-${range.endLine}`;

function LineButton({
  label,
  active,
  onClick,
}: {
  label: string;
  active: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={active}
      className={cn(
        "rounded border px-1.5 py-0.5 font-mono text-xs hover:bg-muted",
        active && "border-primary bg-primary/10",
      )}
    >
      {label}
    </button>
  );
}

function Explanation({
  pair,
  explanation,
  highlight,
  onHighlight,
}: {
  pair: Pair;
  explanation: FunctionExplanation;
  highlight: Highlight;
  onHighlight: (next: Highlight) => void;
}) {
  const solidityFile = pair.solidity?.file ?? "Solidity";
  return (
    <div className="space-y-3 text-sm">
      <div className="grid gap-3 md:grid-cols-2">
        <div>
          <h4 className="font-medium">What the Solidity does</h4>
          <p className="text-muted-foreground">{explanation.solidity}</p>
        </div>
        <div>
          <h4 className="font-medium">What the Rust does</h4>
          <p className="text-muted-foreground">{explanation.rust}</p>
        </div>
      </div>
      <div>
        <h4 className="font-medium">Differences to review ({explanation.differences.length})</h4>
        {explanation.differences.length === 0 ? (
          <p className="text-muted-foreground">The assistant found no behavioural difference.</p>
        ) : (
          <ul className="mt-2 space-y-2" aria-label="Differences to review">
            {explanation.differences.map((difference) => {
              const solidity = { file: solidityFile, ...difference.solidityLines };
              const rust = difference.rustLines;
              const both = { solidity, rust };
              const same = (a: CodeRange | null, b: CodeRange) =>
                a?.file === b.file && a.startLine === b.startLine && a.endLine === b.endLine;
              return (
                <li
                  key={`${difference.title}:${rust.file}:${rust.startLine}`}
                  className="rounded-md border p-2"
                >
                  <div className="flex flex-wrap items-center gap-2">
                    <SeverityBadge severity={difference.severity} />
                    <span className="font-medium">{difference.title}</span>
                  </div>
                  <p className="mt-1 text-muted-foreground">{difference.detail}</p>
                  <div className="mt-2 flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                    <LineButton
                      label={`${solidity.file}:${lines(solidity)}`}
                      active={same(highlight.solidity, solidity)}
                      onClick={() => onHighlight(both)}
                    />
                    <span aria-hidden>↔</span>
                    <LineButton
                      label={`${rust.file}:${lines(rust)}`}
                      active={same(highlight.rust, rust)}
                      onClick={() => onHighlight(both)}
                    />
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </div>
  );
}

function PairDetail({
  contractId,
  analysisId,
  pair,
  sources,
  ai,
}: {
  contractId: string;
  analysisId: string;
  pair: Pair;
  sources: AnalysedSources;
  ai: FunctionPairsResponse["ai"];
}) {
  const explain = useExplainFunction(analysisId);
  const [highlight, setHighlight] = useState<Highlight>({ solidity: null, rust: null });
  // A function inherited from an imported file of a project is shown from that file.
  const inProject = pair.solidity
    ? sources.project?.files.find((f) => f.path === pair.solidity?.file)
    : undefined;
  const solidity = inProject?.content ?? sources.solidity?.content ?? null;
  const rustContent = (file: string) => sources.crate.find((f) => f.path === file)?.content ?? null;
  const hl = highlight.rust;
  // A referenced Rust range outside every counterpart gets an excerpt of its own.
  const outside =
    hl &&
    !pair.rust.some(
      (r) => r.file === hl.file && hl.startLine >= r.startLine && hl.endLine <= r.endLine,
    )
      ? hl
      : null;
  const failed = explain.error && explain.variables?.pairId === pair.id ? explain.error : null;
  return (
    <Card aria-label="Function detail">
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="outline">{kindLabels[pair.kind]}</Badge>
          {pair.message ? (
            <span className="font-mono text-xs text-muted-foreground">{pair.message}</span>
          ) : null}
        </div>
        <CardTitle className="font-mono text-base">{pair.id}</CardTitle>
        <CardDescription>
          The Solidity function and the Rust that implements it, paired from the conversion report.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="grid gap-3 xl:grid-cols-2">
          <section aria-label="Solidity side" className="min-w-0 space-y-1">
            <h4 className="text-xs font-medium uppercase text-muted-foreground">Solidity</h4>
            {pair.solidity && solidity ? (
              <CodeExcerpt
                title={pair.solidity.file}
                content={solidity}
                window={{ from: pair.solidity.startLine, to: pair.solidity.endLine }}
                startLine={highlight.solidity?.startLine ?? pair.solidity.startLine}
                endLine={highlight.solidity?.endLine ?? pair.solidity.endLine}
                highlight={highlight.solidity !== null}
              />
            ) : (
              <p className="text-sm text-muted-foreground">No Solidity range in the report.</p>
            )}
          </section>
          <section aria-label="Rust side" className="min-w-0 space-y-2">
            <h4 className="text-xs font-medium uppercase text-muted-foreground">Rust</h4>
            {pair.rust.length === 0 ? (
              <p className="text-sm text-muted-foreground">
                No Rust counterpart found in the crate as it is now.
              </p>
            ) : null}
            {pair.rust.map((rust) => {
              const content = rustContent(rust.file);
              const inside =
                hl?.file === rust.file &&
                hl.startLine >= rust.startLine &&
                hl.endLine <= rust.endLine;
              return content ? (
                <div key={`${rust.file}:${rust.startLine}`} className="space-y-1">
                  <p className="text-xs text-muted-foreground">
                    {rust.role} · <span className="font-mono">{rust.label}</span>
                  </p>
                  <CodeExcerpt
                    title={rust.file}
                    content={content}
                    window={{ from: rust.startLine, to: rust.endLine }}
                    startLine={inside ? hl.startLine : rust.startLine}
                    endLine={inside ? hl.endLine : rust.endLine}
                    highlight={inside}
                  />
                </div>
              ) : null;
            })}
            {outside && rustContent(outside.file) ? (
              <div className="space-y-1">
                <p className="text-xs text-muted-foreground">referenced lines</p>
                <CodeExcerpt
                  title={outside.file}
                  content={rustContent(outside.file) ?? ""}
                  startLine={outside.startLine}
                  endLine={outside.endLine}
                  context={3}
                />
              </div>
            ) : null}
          </section>
        </div>
        <section aria-label="AI explanation" className="space-y-3 rounded-md border p-3">
          {!ai.configured ? (
            <p className="text-sm text-muted-foreground">
              <Sparkles className="mr-1 inline size-4" />
              {ai.message}
            </p>
          ) : pair.explanation ? (
            <Explanation
              pair={pair}
              explanation={pair.explanation}
              highlight={highlight}
              onHighlight={setHighlight}
            />
          ) : (
            <>
              <Button
                size="sm"
                variant="outline"
                disabled={explain.isPending}
                onClick={() => explain.mutate({ contractId, pairId: pair.id })}
              >
                <Sparkles />
                {explain.isPending ? "Asking the AI assistant…" : "Explain this function with AI"}
              </Button>
              {failed ? (
                <p role="alert" className="text-sm text-destructive">
                  {failed.message}
                </p>
              ) : null}
            </>
          )}
        </section>
      </CardContent>
    </Card>
  );
}

/**
 * The "Functions" view: each Solidity function next to its Rust handler(s), paired from the
 * conversion report without any model, with the AI assistant's explanation and the differences to
 * review; a line reference highlights the lines on both sides.
 */
export function FunctionsView({
  contractId,
  analysisId,
  sources,
}: {
  contractId: string;
  analysisId: string;
  sources: AnalysedSources;
}) {
  const functions = useFunctionPairs(contractId, analysisId);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  if (functions.isPending) {
    return <p className="text-sm text-muted-foreground">Pairing functions…</p>;
  }
  if (functions.error) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {functions.error.message}
      </p>
    );
  }
  const { pairs, message, ai } = functions.data;
  if (pairs.length === 0) {
    return <p className="text-sm text-muted-foreground">{message}</p>;
  }
  const selected = pairs.find((pair) => pair.id === selectedId) ?? pairs[0];
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,3fr)]">
      <Card>
        <CardHeader>
          <CardTitle>Functions ({pairs.length})</CardTitle>
          <CardDescription>Solidity function → CosmWasm message and handler</CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="space-y-1" aria-label="Functions">
            {pairs.map((pair) => (
              <li key={pair.id}>
                <button
                  type="button"
                  onClick={() => setSelectedId(pair.id)}
                  aria-pressed={pair.id === selected.id}
                  className={cn(
                    "w-full rounded-md border p-2 text-left text-sm hover:bg-muted/50",
                    pair.id === selected.id && "border-primary bg-primary/5",
                  )}
                >
                  <span className="flex items-start gap-2">
                    <span className="min-w-0 flex-1 break-all font-mono">{pair.id}</span>
                    {pair.explanation ? (
                      <Badge variant="secondary" className="shrink-0">
                        {pair.explanation.differences.length} to review
                      </Badge>
                    ) : null}
                  </span>
                  <span className="block truncate text-xs text-muted-foreground">
                    {kindLabels[pair.kind]}
                    {pair.message ? ` · ${pair.message}` : ""}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
      <PairDetail
        key={selected.id}
        contractId={contractId}
        analysisId={analysisId}
        pair={selected}
        sources={sources}
        ai={ai}
      />
    </div>
  );
}
