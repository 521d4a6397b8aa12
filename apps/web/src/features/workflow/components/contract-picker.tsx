import type { Contract } from "@contract-platform/api";
import { useId } from "react";
import { Label } from "@/components/ui/label";
import { useContracts } from "@/features/contracts/api";

/**
 * Chooses one of the user's contracts (most recently active first), optionally only those
 * `only` accepts (with `emptyLabel` when none does).
 */
export function ContractPicker({
  value,
  onChange,
  only,
  emptyLabel = "No contracts yet",
}: {
  value: string | null;
  onChange: (contractId: string) => void;
  only?: (contract: Contract) => boolean;
  emptyLabel?: string;
}) {
  const id = useId();
  const contracts = useContracts({ sort: "updatedAt", order: "desc" });
  const shown = only ? contracts.data?.filter(only) : contracts.data;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Label htmlFor={id}>Contract</Label>
      <select
        id={id}
        className="h-9 min-w-0 max-w-full flex-1 rounded-md border border-input bg-background px-3 text-sm sm:max-w-sm"
        value={value ?? ""}
        onChange={(event) => event.target.value && onChange(event.target.value)}
        disabled={contracts.isPending}
      >
        <option value="">
          {contracts.isPending
            ? "Loading contracts..."
            : shown?.length
              ? "Choose a contract"
              : emptyLabel}
        </option>
        {shown?.map((contract) => (
          <option key={contract.id} value={contract.id}>
            {contract.name} — {contract.fileName} ({contract.status})
          </option>
        ))}
      </select>
    </div>
  );
}
