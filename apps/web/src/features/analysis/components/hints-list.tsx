import type { analysisHintSchema } from "@contract-platform/api";
import type { z } from "zod";
import { Badge } from "@/components/ui/badge";

type Hint = z.infer<typeof analysisHintSchema>;
const rank = { high: 0, medium: 1, low: 2 } as const;

/** Optimisation hints (gas for Solidity; storage, size and messages for CosmWasm) by impact. */
export function HintsList({ hints }: { hints: Hint[] }) {
  if (hints.length === 0) return <p className="text-sm text-muted-foreground">No hints.</p>;
  return (
    <ul className="space-y-2 text-sm">
      {[...hints]
        .sort((a, b) => rank[a.impact] - rank[b.impact])
        .map((hint) => (
          <li key={hint.id} className="rounded-md border p-2">
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant={hint.impact === "high" ? "warning" : "secondary"}>
                {hint.impact} impact
              </Badge>
              <Badge variant="outline">{hint.kind}</Badge>
              <span className="font-medium">{hint.title}</span>
            </div>
            <p className="mt-1 text-muted-foreground">
              {hint.message}{" "}
              <span className="font-mono text-xs">
                ({hint.location.file}:{hint.location.startLine})
              </span>
            </p>
            <p className="mt-1">{hint.recommendation}</p>
          </li>
        ))}
    </ul>
  );
}
