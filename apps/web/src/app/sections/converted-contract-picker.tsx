import type { Contract } from "@contract-platform/api";
import { ContractPicker } from "@/features/workflow/components/contract-picker";

/** A contract has converted code once it has a crate version (converted, or uploaded as .rs). */
const hasConvertedCode = (contract: Contract) => contract.currentVersion !== null;

/** Chooses one of the user's contracts that has converted code. */
export function ConvertedContractPicker({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (contractId: string) => void;
}) {
  return (
    <ContractPicker
      value={value}
      onChange={onChange}
      only={hasConvertedCode}
      emptyLabel="No converted contracts yet"
    />
  );
}
