import type { OptimizationHint } from "@contract-platform/api";
import { Gauge } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Spinner } from "@/components/ui/spinner";
import { useOptimizationHints } from "../api/get-optimization-hints";

type SideFilter = "all" | OptimizationHint["side"];
const sideLabels = { solidity: "Solidity", cosmwasm: "CosmWasm" } as const;
const selectClass = "h-9 rounded-md border bg-background px-2 text-sm";

function Nowrap({ children }: { children: React.ReactNode }) {
  return <span className="whitespace-nowrap">{children}</span>;
}

function HintRow({ hint }: { hint: OptimizationHint }) {
  return (
    <li className="rounded-md border p-3 text-sm" data-testid="optimization-hint">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant={hint.impact === "high" ? "warning" : "secondary"}>
          Impact {hint.impactScore}
        </Badge>
        <Badge variant="outline">{sideLabels[hint.side]}</Badge>
        <Badge variant="outline">{hint.kind}</Badge>
        <Link
          to={`/analysis/${hint.contractId}`}
          className="ml-auto font-medium text-primary underline-offset-4 hover:underline"
        >
          {hint.contractName}
        </Link>
      </div>
      <p className="mt-2 font-medium">{hint.title}</p>
      <p className="mt-1 text-muted-foreground">
        {hint.message}{" "}
        <span className="font-mono text-xs">
          ({hint.location.file}:{hint.location.startLine})
        </span>
      </p>
      <p className="mt-1">{hint.recommendation}</p>
    </li>
  );
}

/** Hints from the latest analysis of every own contract, highest impact first, with filters. */
export function OptimizationDashboard() {
  const query = useOptimizationHints();
  const [side, setSide] = useState<SideFilter>("all");
  const [contractId, setContractId] = useState("all");
  if (query.isPending) return <Spinner />;
  if (query.isError)
    return <p className="text-sm text-destructive">Could not load hints: {query.error.message}</p>;
  const { hints, contracts } = query.data;
  if (contracts.length === 0) {
    return (
      <EmptyState
        icon={Gauge}
        title="No analysed contracts yet"
        description="Run an analysis of a contract first (Advanced Features on the dashboard, or the contract's analysis page); its gas and storage hints are then ranked here."
      >
        <Button asChild size="sm">
          <Link to="/dashboard">Go to the dashboard</Link>
        </Button>
      </EmptyState>
    );
  }
  const shown = hints.filter(
    (h) =>
      (side === "all" || h.side === side) && (contractId === "all" || h.contractId === contractId),
  );
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
      <Card>
        <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3 px-4 sm:px-6">
          <CardTitle>Hints ranked by impact ({shown.length})</CardTitle>
          <div className="flex flex-wrap gap-2">
            <select
              aria-label="Side"
              className={selectClass}
              value={side}
              onChange={(e) => setSide(e.target.value as SideFilter)}
            >
              <option value="all">Both sides</option>
              <option value="solidity">Solidity</option>
              <option value="cosmwasm">CosmWasm</option>
            </select>
            <select
              aria-label="Contract"
              className={selectClass}
              value={contractId}
              onChange={(e) => setContractId(e.target.value)}
            >
              <option value="all">All contracts</option>
              {contracts.map((c) => (
                <option key={c.contractId} value={c.contractId}>
                  {c.contractName}
                </option>
              ))}
            </select>
          </div>
        </CardHeader>
        <CardContent className="px-4 sm:px-6">
          {shown.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              No hints for this selection: the latest analyses found nothing to optimise here.
            </p>
          ) : (
            <ul className="space-y-2">
              {shown.map((h) => (
                <HintRow key={`${h.analysisId}:${h.hintId}`} hint={h} />
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Contracts</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="space-y-3 text-sm">
            {contracts.map((c) => (
              <li key={c.contractId}>
                <Link
                  to={`/analysis/${c.contractId}`}
                  className="font-medium text-primary underline-offset-4 hover:underline"
                >
                  {c.contractName}
                </Link>
                <p className="text-muted-foreground">
                  <Nowrap>{c.hintCount} hint(s)</Nowrap> ·{" "}
                  <Nowrap>Solidity {c.solidityHints}</Nowrap> ·{" "}
                  <Nowrap>CosmWasm {c.cosmwasmHints}</Nowrap>
                </p>
                <p className="text-muted-foreground">
                  <Nowrap>Top impact {c.topImpact}</Nowrap> · <Nowrap>total {c.totalImpact}</Nowrap>
                </p>
                <p className="text-muted-foreground">
                  Analysed {new Date(c.analyzedAt).toLocaleString()}
                </p>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}
