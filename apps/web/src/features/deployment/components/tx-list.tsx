import type { LocalTx } from "@contract-platform/api";
import { Badge } from "@/components/ui/badge";

/** Transaction history: block, kind, sender, message, outcome; events and data on demand. */
export function TxList({ txs }: { txs: LocalTx[] }) {
  if (txs.length === 0)
    return <p className="text-sm text-muted-foreground">No transactions yet.</p>;
  return (
    <ol className="space-y-2" data-testid="tx-list">
      {txs.map((tx) => (
        <li key={tx.id} className="rounded-md border p-2 text-sm">
          <details>
            <summary className="flex cursor-pointer flex-wrap items-center gap-2">
              <Badge variant={tx.ok ? "success" : "destructive"}>{tx.ok ? "ok" : "failed"}</Badge>
              <span className="text-muted-foreground">#{tx.height}</span>
              <span className="font-medium">{tx.kind}</span>
              <span className="font-mono text-xs">
                {tx.msg ? (Object.keys(tx.msg as object)[0] ?? "") : ""}
              </span>
              <span className="text-xs text-muted-foreground">by {tx.senderName ?? tx.sender}</span>
              {tx.error ? (
                <span className="min-w-0 text-xs break-all text-destructive">{tx.error}</span>
              ) : null}
            </summary>
            <div className="mt-2 space-y-2 text-xs">
              <p className="font-mono break-all text-muted-foreground">
                {tx.txHash} · {new Date(tx.blockTime).toLocaleString()}
              </p>
              {tx.msg ? (
                <pre className="rounded bg-muted p-2 break-all whitespace-pre-wrap">
                  {JSON.stringify(tx.msg)}
                </pre>
              ) : null}
              {tx.funds.length > 0 ? (
                <p>funds: {tx.funds.map((coin) => `${coin.amount} ${coin.denom}`).join(", ")}</p>
              ) : null}
              {tx.dataJson !== undefined ? (
                <p className="break-all">data: {JSON.stringify(tx.dataJson)}</p>
              ) : null}
              {tx.events.map((event, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: events have no id
                <div key={index}>
                  <p className="font-semibold">{event.type}</p>
                  <ul className="ml-3">
                    {event.attributes.map((attribute, i) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: attributes may repeat
                      <li key={i} className="font-mono break-all">
                        {attribute.key} = {attribute.value}
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          </details>
        </li>
      ))}
    </ol>
  );
}
