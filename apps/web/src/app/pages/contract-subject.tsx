import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { useOptionalAuth } from "@/features/auth";
import { useContractName } from "@/features/contracts/api";

/**
 * Names the contract a page is about: `lead` text, then its name and status, and its owner when
 * it is someone else's (moderators and admins open every user's contracts). Use it as a
 * PageFrame description on every page under a contract id.
 */
export function ContractSubject({ contractId, lead }: { contractId: string; lead: ReactNode }) {
  const contract = useContractName(contractId);
  const me = useOptionalAuth()?.user?.id;
  if (!contract.name) {
    return <span>{lead}</span>;
  }
  const someoneElse = contract.ownerId !== null && me !== undefined && contract.ownerId !== me;
  return (
    <span
      className="inline-flex flex-wrap items-center gap-x-2 gap-y-1"
      data-testid="contract-subject"
    >
      {lead}
      <strong className="text-foreground">{contract.name}</strong>
      {contract.status ? <Badge variant="secondary">{contract.status}</Badge> : null}
      {someoneElse ? (
        <span data-testid="contract-subject-owner">
          owned by <span className="text-foreground">{contract.ownerEmail ?? "another user"}</span>
        </span>
      ) : null}
    </span>
  );
}
