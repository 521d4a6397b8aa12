import type { RuleOutcome } from "@contract-platform/api";
import { Badge } from "@/components/ui/badge";

function SideResult({ side }: { side: RuleOutcome["evm"] | null }) {
  if (!side) return <span className="text-xs text-muted-foreground italic">not checked</span>;
  if (side.held) {
    return (
      <span className="text-xs">
        <Badge variant="success">held</Badge> after {side.checks} step{side.checks === 1 ? "" : "s"}
      </span>
    );
  }
  const broken = side.firstViolation;
  return (
    <span className="space-y-0.5 text-xs">
      <Badge variant="destructive">broken</Badge>{" "}
      {broken ? (
        <span>
          after <span className="font-mono">{broken.label}</span> ({broken.scenario}):{" "}
          {broken.error ?? `it is ${broken.value}`}
        </span>
      ) : null}
    </span>
  );
}

/** How each business rule fared in a run, on the EVM and on CosmWasm. */
export function RuleResults({ rules }: { rules: RuleOutcome[] }) {
  if (rules.length === 0) return null;
  return (
    <section className="overflow-hidden rounded-lg border bg-card" aria-label="Business rules">
      <h4 className="border-b bg-muted/40 px-3 py-2 text-sm font-semibold">Business rules</h4>
      <ul className="divide-y">
        {rules.map((rule) => (
          <li
            key={rule.ruleId}
            className="grid gap-2 px-3 py-2 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)]"
          >
            <div className="min-w-0">
              <p className="text-sm font-medium">{rule.name}</p>
              <p className="font-mono text-xs break-all text-muted-foreground">{rule.expression}</p>
            </div>
            <div>
              <span className="text-[0.7rem] font-medium text-muted-foreground">EVM </span>
              <SideResult side={rule.evm} />
            </div>
            <div>
              <span className="text-[0.7rem] font-medium text-muted-foreground">CosmWasm </span>
              <SideResult side={rule.cosmwasm} />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
