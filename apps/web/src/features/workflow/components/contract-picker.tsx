import { useId } from "react";
import { Label } from "@/components/ui/label";
import { useContracts } from "@/features/contracts/api";

/** Chooses one of the user's contracts (most recently active first). */
export function ContractPicker({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (contractId: string) => void;
}) {
  const id = useId();
  const contracts = useContracts({ sort: "updatedAt", order: "desc" });
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
            : contracts.data?.length
              ? "Choose a contract"
              : "No contracts yet"}
        </option>
        {contracts.data?.map((contract) => (
          <option key={contract.id} value={contract.id}>
            {contract.name} — {contract.fileName} ({contract.status})
          </option>
        ))}
      </select>
    </div>
  );
}
