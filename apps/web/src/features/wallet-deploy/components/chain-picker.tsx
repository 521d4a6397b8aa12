import type { ChainConfig } from "@contract-platform/api";
import { CheckCircle2, Plus, RefreshCw, Trash2, XCircle } from "lucide-react";
import { useId, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { useChainStatus, useDeleteCustomChain } from "../api/chains";
import { CustomChainForm } from "./custom-chain-form";

const selectClass =
  "flex h-10 w-full rounded-md border border-input bg-background px-3 text-sm shadow-xs focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/30";

/** Whether the server reaches the chain's RPC, with a retry. */
export function ChainReachability({ chainId }: { chainId: string }) {
  const status = useChainStatus(chainId);
  if (status.isPending || status.isFetching) {
    return (
      <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
        <Spinner className="size-4" /> Checking the chain…
      </p>
    );
  }
  const data = status.data;
  if (data?.reachable) {
    return (
      <p className="flex items-center gap-2 text-sm text-success" role="status">
        <CheckCircle2 className="size-4" /> Reachable · block {data.latestHeight?.toLocaleString()}
        {data.latencyMs !== null ? ` · ${data.latencyMs} ms` : ""}
      </p>
    );
  }
  return (
    <div
      className="flex items-start gap-2 text-sm text-destructive"
      role="alert"
      aria-live="polite"
    >
      <XCircle className="mt-0.5 size-4 shrink-0" />
      <span className="min-w-0 flex-1 wrap-anywhere">
        {data?.error ?? status.error?.message ?? "The chain is not reachable"}
      </span>
      <Button
        size="sm"
        variant="outline"
        className="shrink-0"
        onClick={() => void status.refetch()}
      >
        <RefreshCw /> Retry
      </Button>
    </div>
  );
}

export function ChainPicker({
  chains,
  value,
  onChange,
}: {
  chains: ChainConfig[];
  value: ChainConfig | null;
  onChange: (chain: ChainConfig | null) => void;
}) {
  const id = useId();
  const [adding, setAdding] = useState(false);
  const remove = useDeleteCustomChain();
  const groups = [
    {
      label: "Testnets",
      items: chains.filter((c) => c.source === "preset" && c.network === "testnet"),
    },
    {
      label: "Mainnets",
      items: chains.filter((c) => c.source === "preset" && c.network === "mainnet"),
    },
    { label: "Your chains", items: chains.filter((c) => c.source === "custom") },
  ].filter((group) => group.items.length > 0);

  return (
    <div className="space-y-3">
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-chain`}>Chain</Label>
        <div className="flex gap-2">
          <select
            id={`${id}-chain`}
            className={selectClass}
            value={value?.chainId ?? ""}
            onChange={(event) =>
              onChange(chains.find((chain) => chain.chainId === event.target.value) ?? null)
            }
          >
            <option value="">Choose a chain…</option>
            {groups.map((group) => (
              <optgroup key={group.label} label={group.label}>
                {group.items.map((chain) => (
                  <option key={chain.chainId} value={chain.chainId}>
                    {chain.name} ({chain.chainId})
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
          <Button
            variant="outline"
            onClick={() => setAdding((open) => !open)}
            aria-expanded={adding}
          >
            <Plus /> <span className="hidden sm:inline">Custom chain</span>
            <span className="sr-only sm:hidden">Add a custom chain</span>
          </Button>
        </div>
      </div>
      {adding ? (
        <CustomChainForm
          onCancel={() => setAdding(false)}
          onAdded={(chain) => {
            setAdding(false);
            onChange(chain);
          }}
        />
      ) : null}
      {value ? (
        <div className="space-y-2 rounded-lg border p-3">
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <span className="font-medium">{value.name}</span>
            <Badge variant={value.network === "mainnet" ? "warning" : "secondary"}>
              {value.network === "mainnet" ? "Mainnet · real funds" : "Testnet"}
            </Badge>
            {value.source === "custom" ? <Badge variant="outline">Custom</Badge> : null}
            {value.source === "custom" ? (
              <Button
                size="sm"
                variant="ghost"
                className="ml-auto h-7 text-xs"
                disabled={remove.isPending}
                onClick={() => remove.mutate(value.chainId, { onSuccess: () => onChange(null) })}
              >
                <Trash2 /> Remove chain
              </Button>
            ) : null}
          </div>
          <dl className="grid gap-x-4 gap-y-1 text-xs text-muted-foreground sm:grid-cols-[auto_1fr]">
            <dt>Chain id</dt>
            <dd className="font-mono break-all text-foreground">{value.chainId}</dd>
            <dt>RPC</dt>
            <dd className="font-mono break-all text-foreground">{value.rpc}</dd>
            <dt>Gas price</dt>
            <dd className="text-foreground">
              {value.gasPrice} {value.denom}
            </dd>
            <dt>Addresses</dt>
            <dd className="text-foreground">{value.bech32Prefix}1…</dd>
          </dl>
          {value.note ? (
            <p className="text-xs text-amber-700 dark:text-amber-400">{value.note}</p>
          ) : null}
          {remove.error ? <p className="text-xs text-destructive">{remove.error.message}</p> : null}
          <ChainReachability chainId={value.chainId} />
        </div>
      ) : null}
    </div>
  );
}
