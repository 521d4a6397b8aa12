import { ExternalLink } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { type DashboardSectionProps, hasConvertedSelection } from "@/features/dashboard";
import { TestingView } from "@/features/testing/components/testing-view";
import { ConvertedContractPicker } from "./converted-contract-picker";

const STEPS = [
  [
    "Generate",
    "a starter scenario from the ABI, or scenarios proposed by the AI assistant, each recorded on the EVM",
  ],
  ["Run both", "every step on the original (EVM) and on the conversion (CosmWasm), side by side"],
  [
    "Divergences",
    "the first difference of each, explained by the assistant with the lines involved",
  ],
] as const;

/**
 * Dashboard "AI Testing" tab: for the selected converted contract, the testing flow — generate
 * scenarios, run them on both sides, see the divergences and their AI explanations.
 */
export default function AiTestingTab({ state, selectConvertedContract }: DashboardSectionProps) {
  const id = hasConvertedSelection(state) ? state.selectedContractId : null;
  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h2 className="text-2xl font-semibold tracking-tight">AI Testing</h2>
        <p className="text-muted-foreground">
          Prove that a conversion behaves like the original: the Solidity runs on the EVM as the
          reference, the converted contract on CosmWasm, and every result is compared.
        </p>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="w-full min-w-0 sm:w-auto sm:flex-1">
          <ConvertedContractPicker value={id} onChange={selectConvertedContract} />
        </div>
        {id ? (
          <Button asChild size="sm" variant="outline">
            <Link to={`/testing/${id}`}>
              <ExternalLink /> Testing page
            </Link>
          </Button>
        ) : null}
      </div>
      <ol className="grid gap-2 sm:grid-cols-3">
        {STEPS.map(([title, text], i) => (
          <li key={title} className="rounded-lg border bg-card p-3 text-sm">
            <span className="font-semibold">
              {i + 1}. {title}
            </span>{" "}
            <span className="text-muted-foreground">{text}</span>
          </li>
        ))}
      </ol>
      {id ? (
        <TestingView key={id} contractId={id} />
      ) : (
        <p className="rounded-lg border border-dashed p-8 text-center text-muted-foreground">
          Select a converted contract to generate scenarios and compare it with its original.
        </p>
      )}
    </div>
  );
}
