import { ListChecks } from "lucide-react";
import { useSearchParams } from "react-router";
import { EmptyState } from "@/components/ui/empty-state";
import { RulesView } from "@/features/testing/components/rules-view";
import { ContractPicker } from "@/features/workflow/components/contract-picker";
import { PageFrame } from "./page-frame";

/** /business-logic-test[?contract=id]: the business rules of one contract and their results. */
export default function BusinessLogicTestPage() {
  const [search, setSearch] = useSearchParams();
  const contractId = search.get("contract");
  return (
    <PageFrame
      wide
      title="Business Logic Test"
      description="Rules over a contract's views that must hold after every step of every scenario and fuzz sequence, on the original and on the conversion."
    >
      <ContractPicker
        value={contractId}
        only={(contract) => contract.language === "solidity"}
        emptyLabel="No Solidity contracts yet"
        onChange={(id) => setSearch({ contract: id })}
      />
      {contractId ? (
        <RulesView key={contractId} contractId={contractId} />
      ) : (
        <EmptyState
          icon={ListChecks}
          title="Choose a contract"
          description="Its business rules are written against the views of its Solidity source."
        />
      )}
    </PageFrame>
  );
}
