import type { MonitoredDeployment } from "@contract-platform/api";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/cn";
import { GAS_NOT_METERED } from "./activity-charts";
import { HealthBadge } from "./health-badge";

export function shortAddress(address: string) {
  return address.length > 20 ? `${address.slice(0, 12)}…${address.slice(-6)}` : address;
}

function when(iso: string | null) {
  return iso ? new Date(iso).toLocaleString() : "—";
}

/** Deployments with health and last-hour figures; a row opens the deployment when selectable. */
export function DeploymentsTable({
  deployments,
  selectedId,
  onSelect,
}: {
  deployments: MonitoredDeployment[];
  selectedId?: string | null;
  onSelect?: (id: string) => void;
}) {
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full min-w-[720px] text-sm">
        <thead className="bg-muted/50 text-left text-xs text-muted-foreground">
          <tr>
            <th className="px-3 py-2 font-medium">Contract</th>
            <th className="px-3 py-2 font-medium">Chain</th>
            <th className="px-3 py-2 font-medium">Health</th>
            <th className="px-3 py-2 font-medium">Last activity</th>
            <th className="px-3 py-2 text-right font-medium">Tx (1 h)</th>
            <th className="px-3 py-2 text-right font-medium">Failed</th>
            <th className="px-3 py-2 text-right font-medium">Gas (24 h)</th>
          </tr>
        </thead>
        <tbody>
          {deployments.map((item) => {
            const d = item.deployment;
            const selected = d.id === selectedId;
            return (
              <tr
                key={d.id}
                className={cn(
                  "border-t",
                  onSelect && "cursor-pointer hover:bg-muted/40",
                  selected && "bg-primary/5",
                )}
                onClick={onSelect ? () => onSelect(d.id) : undefined}
                aria-selected={onSelect ? selected : undefined}
              >
                <td className="px-3 py-2">
                  {onSelect ? (
                    <button
                      type="button"
                      className="text-left font-medium hover:underline"
                      onClick={(event) => {
                        event.stopPropagation();
                        onSelect(d.id);
                      }}
                    >
                      {d.contractName}
                    </button>
                  ) : (
                    <span className="font-medium">{d.contractName}</span>
                  )}
                  <div
                    className="font-mono text-xs text-muted-foreground"
                    title={d.contractAddress}
                  >
                    {shortAddress(d.contractAddress)}
                  </div>
                </td>
                <td className="px-3 py-2">
                  <div>{d.chainName}</div>
                  <Badge
                    variant={d.network === "mainnet" ? "warning" : "secondary"}
                    className="mt-0.5"
                  >
                    {d.network}
                  </Badge>
                </td>
                <td className="px-3 py-2">
                  <HealthBadge health={item.health} />
                  {d.verification?.status === "verified" ? (
                    <Badge variant="success" className="mt-1 block w-fit">
                      Verified
                    </Badge>
                  ) : d.verification?.status === "mismatch" ? (
                    <Badge variant="destructive" className="mt-1 block w-fit">
                      Checksum mismatch
                    </Badge>
                  ) : null}
                </td>
                <td className="px-3 py-2 text-xs">{when(item.lastActivityAt)}</td>
                <td className="px-3 py-2 text-right tabular-nums">{item.transactionsLastHour}</td>
                <td
                  className={cn(
                    "px-3 py-2 text-right tabular-nums",
                    item.failedLastHour > 0 && "text-destructive",
                  )}
                >
                  {item.failedLastHour}
                  {item.failureRateLastHour !== null ? ` (${item.failureRateLastHour}%)` : ""}
                </td>
                <td className="px-3 py-2 text-right tabular-nums">
                  {d.network === "local" ? (
                    <span title={`Gas is ${GAS_NOT_METERED}`}>—</span>
                  ) : (
                    item.gasUsedLastDay.toLocaleString("en-US")
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
