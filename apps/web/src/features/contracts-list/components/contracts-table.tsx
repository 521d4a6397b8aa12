import {
  type Contract,
  type ContractStatus,
  contractSortFields,
  contractStatuses,
  isSuccessfulStatus,
} from "@contract-platform/api";
import { Code2, Search, Trash2, Upload, Workflow } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { useContracts, useDeleteContract } from "@/features/contracts/api";

type Sort = (typeof contractSortFields)[number];
const SORT_LABELS: Record<Sort, string> = {
  updatedAt: "Last activity",
  createdAt: "Uploaded",
  name: "Name",
  status: "Status",
};
const selectClass = "h-9 rounded-md border border-input bg-background px-2 text-sm";

function statusVariant(status: ContractStatus) {
  if (status === "failed") return "destructive" as const;
  if (isSuccessfulStatus(status)) return "success" as const;
  if (status === "converting") return "warning" as const;
  return "secondary" as const;
}

/**
 * The user's contracts: search (also from the address ?search=), status filter, sort, open in the
 * workflow or the review, and delete after confirmation. With `canListAll` (moderators and
 * admins, spec §6 manage_contracts) it can show every user's contracts with their owner and an
 * owner filter.
 */
export function ContractsTable({
  search,
  onSearchChange,
  canListAll = false,
}: {
  search: string;
  onSearchChange: (search: string) => void;
  canListAll?: boolean;
}) {
  const id = useId();
  const [status, setStatus] = useState<ContractStatus | "">("");
  const [sort, setSort] = useState<Sort>("updatedAt");
  const [order, setOrder] = useState<"asc" | "desc">("desc");
  const [allUsers, setAllUsers] = useState(false);
  const [owner, setOwner] = useState("");
  const [pendingDelete, setPendingDelete] = useState<Contract | null>(null);
  const scopeAll = canListAll && allUsers;
  const contracts = useContracts({
    search: search.trim() || undefined,
    status: status || undefined,
    sort,
    order,
    ...(scopeAll ? { scope: "all" as const, owner: owner.trim() || undefined } : {}),
  });
  const filtered = Boolean(search || status || (scopeAll && owner.trim()));
  const remove = useDeleteContract();

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        {canListAll ? (
          <>
            <label htmlFor={`${id}-scope`} className="sr-only">
              Whose contracts
            </label>
            <select
              id={`${id}-scope`}
              className={selectClass}
              value={allUsers ? "all" : "own"}
              onChange={(event) => setAllUsers(event.target.value === "all")}
            >
              <option value="own">My contracts</option>
              <option value="all">All users</option>
            </select>
          </>
        ) : null}
        {scopeAll ? (
          <Input
            type="search"
            aria-label="Filter by owner"
            placeholder="Owner e-mail"
            value={owner}
            onChange={(event) => setOwner(event.target.value)}
            className="w-full sm:w-48"
          />
        ) : null}
        <div className="relative w-full sm:max-w-sm sm:flex-1">
          <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
          <Input
            type="search"
            aria-label="Search contracts"
            placeholder="Search by name or file"
            value={search}
            onChange={(event) => onSearchChange(event.target.value)}
            className="pl-9"
          />
        </div>
        <label htmlFor={`${id}-status`} className="sr-only">
          Status
        </label>
        <select
          id={`${id}-status`}
          className={selectClass}
          value={status}
          onChange={(event) => setStatus(event.target.value as ContractStatus | "")}
        >
          <option value="">All statuses</option>
          {contractStatuses.map((item) => (
            <option key={item} value={item}>
              {item}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-sort`} className="sr-only">
          Sort by
        </label>
        <select
          id={`${id}-sort`}
          className={selectClass}
          value={`${sort}:${order}`}
          onChange={(event) => {
            const [field, direction] = event.target.value.split(":") as [Sort, "asc" | "desc"];
            setSort(field);
            setOrder(direction);
          }}
        >
          {contractSortFields.flatMap((field) =>
            (["desc", "asc"] as const).map((direction) => (
              <option key={`${field}:${direction}`} value={`${field}:${direction}`}>
                {SORT_LABELS[field]} {direction === "desc" ? "↓" : "↑"}
              </option>
            )),
          )}
        </select>
      </div>

      {contracts.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : contracts.isError ? (
        <p className="text-sm text-destructive">{contracts.error.message}</p>
      ) : contracts.data.length === 0 ? (
        <EmptyState
          icon={Upload}
          title={filtered ? "No matching contracts" : "No contracts yet"}
          description={
            filtered
              ? "Nothing matches this search and filter."
              : "Upload a contract to start converting."
          }
        >
          <Button asChild variant="outline">
            <Link to="/upload">
              <Upload /> Upload
            </Link>
          </Button>
        </EmptyState>
      ) : (
        <ul className="divide-y rounded-xl border bg-card" aria-label="Contracts">
          {contracts.data.map((contract) => (
            <li
              key={contract.id}
              className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center"
            >
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="truncate font-medium">{contract.name}</span>
                  <Badge variant={statusVariant(contract.status)}>{contract.status}</Badge>
                </div>
                <p className="truncate text-sm text-muted-foreground">
                  <span className="font-mono">{contract.fileName}</span> · last activity{" "}
                  {new Date(contract.lastActivityAt).toLocaleString()}
                  {scopeAll ? (
                    <>
                      {" "}
                      · owner <span data-testid="contract-owner">{contract.ownerEmail ?? "—"}</span>
                    </>
                  ) : null}
                </p>
              </div>
              <div className="flex flex-wrap gap-1">
                <Button asChild size="sm" variant="ghost">
                  <Link to={`/workflow/${contract.id}`}>
                    <Workflow /> Workflow
                  </Link>
                </Button>
                {contract.currentVersion !== null ? (
                  <Button asChild size="sm" variant="ghost">
                    <Link to={`/comparison/${contract.id}`}>
                      <Code2 /> Review
                    </Link>
                  </Button>
                ) : null}
                <Button
                  size="sm"
                  variant="ghost"
                  className="text-destructive hover:text-destructive"
                  aria-label={`Delete ${contract.name}`}
                  onClick={() => setPendingDelete(contract)}
                >
                  <Trash2 />
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}

      <ConfirmDialog
        open={pendingDelete !== null}
        onOpenChange={(open) => !open && setPendingDelete(null)}
        title="Delete contract?"
        description={
          <>
            {pendingDelete?.name} ({pendingDelete?.fileName}), its versions and its stored files are
            removed. This cannot be undone.
          </>
        }
        confirmLabel="Delete"
        onConfirm={() => {
          const target = pendingDelete;
          setPendingDelete(null);
          if (!target) return;
          remove.mutate(target.id, {
            onSuccess: () => toast.success("Contract deleted", { description: target.name }),
            onError: (error) => toast.error("Delete failed", { description: error.message }),
          });
        }}
      />
    </div>
  );
}
