import { AlertTriangle, FileWarning } from "lucide-react";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { useContractInterface } from "../api/get-contract-interface";
import { useScenarios } from "../api/get-scenarios";
import { ScenariosPanel } from "./scenarios-panel";

/**
 * The testing workflow of one contract: its scenarios (editor, import/export) checked against the
 * interface of its Solidity source.
 */
export function TestingView({ contractId }: { contractId: string }) {
  const iface = useContractInterface(contractId);
  const scenarios = useScenarios(contractId);

  if (iface.isPending || scenarios.isPending) return <Skeleton className="h-64 w-full" />;
  if (iface.isError) {
    return (
      <EmptyState
        icon={FileWarning}
        title="Scenarios cannot be written for this contract"
        description={iface.error.message}
      />
    );
  }
  if (scenarios.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {scenarios.error.message}
      </p>
    );
  }
  return (
    <div className="space-y-6">
      {iface.data.errors.length > 0 ? (
        <div
          role="alert"
          className="flex gap-3 rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm"
        >
          <AlertTriangle className="size-5 shrink-0 text-destructive" />
          <div className="min-w-0 space-y-1">
            <p className="font-medium">
              The Solidity source does not compile, so nothing can run on the EVM.
            </p>
            <pre className="overflow-x-auto whitespace-pre-wrap font-mono text-xs">
              {iface.data.errors.join("\n\n")}
            </pre>
          </div>
        </div>
      ) : null}
      <ScenariosPanel contractId={contractId} iface={iface.data} scenarios={scenarios.data} />
    </div>
  );
}
