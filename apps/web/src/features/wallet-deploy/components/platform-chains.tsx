import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useChains } from "../api/chains";
import { ChainReachability } from "./chain-picker";

/** The Platform tab's chains: presets and the user's own, each with whether the server reaches it. */
export function PlatformChains() {
  const chains = useChains();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Chains</CardTitle>
        <CardDescription>
          Where wallet deployments can go, and whether their RPC answers.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {chains.error ? <p className="text-sm text-destructive">{chains.error.message}</p> : null}
        <ul className="divide-y rounded-lg border">
          {chains.data?.map((chain) => (
            <li
              data-testid="platform-chain"
              key={chain.chainId}
              className="grid grid-cols-[minmax(0,1fr)] gap-1 px-3 py-2 sm:grid-cols-[minmax(10rem,1fr)_minmax(0,2fr)] sm:items-center sm:gap-3"
            >
              <span className="flex flex-wrap items-center gap-2 text-sm">
                <span className="font-medium">{chain.name}</span>
                <span className="font-mono text-xs text-muted-foreground">{chain.chainId}</span>
                <Badge variant={chain.network === "mainnet" ? "warning" : "secondary"}>
                  {chain.network}
                </Badge>
                {chain.source === "custom" ? <Badge variant="outline">custom</Badge> : null}
              </span>
              <ChainReachability chainId={chain.chainId} />
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
