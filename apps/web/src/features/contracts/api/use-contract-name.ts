import { useContract } from "./get-contract";

/**
 * What a page about one contract shows to name it: its name (the file name until it loads), status
 * and owner. A shared way for every contract page (analysis, testing, deployment, ...) to say
 * which contract it is about instead of its id.
 */
export function useContractName(contractId: string | null | undefined) {
  const contract = useContract(contractId);
  const data = contract.data;
  return {
    name: data?.name ?? null,
    fileName: data?.fileName ?? null,
    status: data?.status ?? null,
    ownerId: data?.userId ?? null,
    ownerEmail: data?.ownerEmail ?? null,
    isLoading: contract.isPending && Boolean(contractId),
    error: contract.error,
  };
}
