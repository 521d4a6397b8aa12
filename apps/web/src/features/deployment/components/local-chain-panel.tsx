import {
  type BuildSummary,
  type Coin,
  type ContractMessages,
  type Deployment,
  interfaceFromConversion,
  interfaceFromJsonSchema,
  type LocalAccount,
  type LocalTx,
} from "@contract-platform/api";
import { Clock, Rocket, Search, Send } from "lucide-react";
import { useMemo, useState } from "react";
import { toast } from "sonner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useContractCode } from "@/features/contracts/api";
import {
  useAdvanceLocalChain,
  useDeploy,
  useDeployments,
  useDeploymentTxs,
  useExecute,
  useLocalChain,
  useQueryContract,
} from "../api/deployments";
import { MessageForm } from "./message-form";
import { TxList } from "./tx-list";

const selectClass =
  "h-9 w-full min-w-0 rounded-md border border-input bg-background px-2 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring/60";

/** The messages of the built version: conversion.json, else cosmwasm-schema output in schema/. */
function useContractMessages(contractId: string, version: number | undefined) {
  const code = useContractCode(version ? contractId : null, version);
  return useMemo<ContractMessages | null>(() => {
    if (!code.data) return null;
    const fromReport = interfaceFromConversion(code.data.report);
    if (fromReport) return fromReport;
    for (const file of code.data.files) {
      if (!/^schema\/[^/]+\.json$/.test(file.path)) continue;
      try {
        const found = interfaceFromJsonSchema(JSON.parse(file.content));
        if (found) return found;
      } catch {
        // not a schema file
      }
    }
    return null;
  }, [code.data]);
}

function AccountSelect({
  id,
  accounts,
  value,
  onChange,
}: {
  id: string;
  accounts: LocalAccount[];
  value: string;
  onChange: (name: string) => void;
}) {
  return (
    <select
      id={id}
      className={selectClass}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    >
      {accounts.map((account) => (
        <option key={account.name} value={account.name}>
          {account.name} ({account.address.slice(0, 14)}…)
        </option>
      ))}
    </select>
  );
}

function FundsInput({
  id,
  denom,
  value,
  onChange,
}: {
  id: string;
  denom: string;
  value: string;
  onChange: (amount: string) => void;
}) {
  return (
    <div className="space-y-1">
      <Label htmlFor={id}>Funds ({denom})</Label>
      <Input
        id={id}
        inputMode="numeric"
        value={value}
        placeholder="0"
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}

function toFunds(amount: string, denom: string): Coin[] {
  const trimmed = amount.trim();
  return trimmed && trimmed !== "0" ? [{ denom, amount: trimmed }] : [];
}

/**
 * The built-in local chain: deploy the latest good build with a form generated from its
 * InstantiateMsg, then execute and query consoles generated from its messages, and the
 * transaction history with events. Block height and time advance with every transaction.
 */
export function LocalChainPanel({
  contractId,
  contractName,
  build,
}: {
  contractId: string;
  contractName: string;
  build: BuildSummary | null;
}) {
  const chain = useLocalChain();
  const deployments = useDeployments(contractId);
  const messages = useContractMessages(contractId, build?.contractVersion);
  const deploy = useDeploy();
  const advance = useAdvanceLocalChain();
  const [label, setLabel] = useState(contractName);
  const [sender, setSender] = useState("deployer");
  const [instantiateFunds, setInstantiateFunds] = useState("");
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const accounts = chain.data?.accounts ?? [];
  const denom = messages?.denom ?? chain.data?.denom ?? "uatom";
  const localDeployments = (deployments.data ?? []).filter((item) => item.network === "local");
  const selected =
    localDeployments.find((item) => item.id === selectedId) ?? localDeployments[0] ?? null;
  async function onDeploy(msg: Record<string, unknown>) {
    if (!build) return;
    try {
      const result = await deploy.mutateAsync({
        buildId: build.id,
        chain: "local",
        instantiateMsg: msg,
        label: label.trim() || contractName,
        sender,
        funds: toFunds(instantiateFunds, denom),
      });
      setSelectedId(result.deployment.id);
      toast.success(`Deployed at ${result.deployment.contractAddress}`);
    } catch (error) {
      toast.error((error as Error).message);
    }
  }

  return (
    <div className="space-y-4">
      <Card>
        <CardHeader className="flex-row items-start justify-between gap-3 space-y-0">
          <div className="space-y-1">
            <CardTitle>Local chain</CardTitle>
            <CardDescription>
              Built in, offline: your own CosmWasm chain with funded accounts; state is kept.
            </CardDescription>
          </div>
          <Button
            variant="outline"
            size="sm"
            disabled={advance.isPending}
            onClick={() => advance.mutate({ blocks: 1, seconds: 3600 })}
          >
            <Clock /> +1 hour
          </Button>
        </CardHeader>
        <CardContent className="space-y-2 text-sm">
          {chain.data ? (
            <p data-testid="local-chain-block">
              <span className="font-mono">{chain.data.chainId}</span> · block{" "}
              <strong>{chain.data.height}</strong> · {new Date(chain.data.time).toLocaleString()}
            </p>
          ) : (
            <p className="text-muted-foreground">
              {chain.isError ? chain.error.message : "Loading…"}
            </p>
          )}
          <ul className="grid gap-1 sm:grid-cols-2">
            {accounts.map((account) => (
              <li key={account.name} className="truncate text-xs text-muted-foreground">
                <strong className="text-foreground">{account.name}</strong>{" "}
                {account.balances.map((coin) => `${coin.amount} ${coin.denom}`).join(", ")}
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Rocket className="size-4" /> Deploy
          </CardTitle>
          <CardDescription>
            {build
              ? `Build of version ${build.contractVersion} (${build.checksum?.slice(0, 12)}…): store the code and instantiate it.`
              : "Build the contract first; a build that passes validation can be deployed."}
          </CardDescription>
        </CardHeader>
        {build && messages ? (
          <CardContent>
            <MessageForm
              id="instantiate"
              message={messages.instantiate}
              accounts={accounts}
              submitLabel="Deploy to local chain"
              busy={deploy.isPending}
              onSubmit={onDeploy}
            >
              <div className="grid gap-3 sm:grid-cols-2">
                <div className="space-y-1">
                  <Label htmlFor="deploy-label">Label</Label>
                  <Input
                    id="deploy-label"
                    value={label}
                    onChange={(e) => setLabel(e.target.value)}
                  />
                </div>
                <div className="space-y-1">
                  <Label htmlFor="deploy-sender">Deployer</Label>
                  <AccountSelect
                    id="deploy-sender"
                    accounts={accounts}
                    value={sender}
                    onChange={setSender}
                  />
                </div>
                {messages.instantiate.payable ? (
                  <FundsInput
                    id="deploy-funds"
                    denom={denom}
                    value={instantiateFunds}
                    onChange={setInstantiateFunds}
                  />
                ) : null}
              </div>
            </MessageForm>
          </CardContent>
        ) : build ? (
          <CardContent className="text-sm text-muted-foreground">
            No message description found (conversion.json or schema/*.json) for this version.
          </CardContent>
        ) : null}
      </Card>

      {localDeployments.length > 0 ? (
        <Card>
          <CardHeader>
            <CardTitle>Deployments on the local chain</CardTitle>
            <select
              aria-label="Deployment"
              className={selectClass}
              value={selected?.id ?? ""}
              onChange={(e) => setSelectedId(e.target.value)}
            >
              {localDeployments.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.label} · code {item.codeId} · {item.contractAddress.slice(0, 18)}…
                </option>
              ))}
            </select>
          </CardHeader>
          {selected ? (
            <CardContent>
              <DeploymentConsole
                key={selected.id}
                deployment={selected}
                messages={messages}
                accounts={accounts}
                denom={denom}
              />
            </CardContent>
          ) : null}
        </Card>
      ) : null}
    </div>
  );
}

function DeploymentConsole({
  deployment,
  messages,
  accounts,
  denom,
}: {
  deployment: Deployment;
  messages: ContractMessages | null;
  accounts: LocalAccount[];
  denom: string;
}) {
  const execute = useExecute(deployment.id);
  const query = useQueryContract(deployment.id);
  const txs = useDeploymentTxs(deployment.id);
  const [executeVariant, setExecuteVariant] = useState(messages?.execute[0]?.variant ?? "");
  const [queryVariant, setQueryVariant] = useState(messages?.query[0]?.variant ?? "");
  const [sender, setSender] = useState("deployer");
  const [funds, setFunds] = useState("");
  const [lastTx, setLastTx] = useState<LocalTx | null>(null);
  const executeMessage =
    messages?.execute.find((m) => m.variant === executeVariant) ?? messages?.execute[0];
  const queryMessage =
    messages?.query.find((m) => m.variant === queryVariant) ?? messages?.query[0];
  const senderAddress = accounts.find((account) => account.name === sender)?.address;

  async function onExecute(msg: Record<string, unknown>) {
    try {
      // the funds field stays filled after picking a non-payable message: send none then
      const sent = executeMessage?.payable ? toFunds(funds, denom) : [];
      const tx = await execute.mutateAsync({ msg, sender, funds: sent });
      setLastTx(tx);
    } catch (error) {
      toast.error((error as Error).message);
    }
  }

  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs">
        <dt className="text-muted-foreground">Address</dt>
        <dd className="font-mono break-all" data-testid="deployment-address">
          {deployment.contractAddress}
        </dd>
        <dt className="text-muted-foreground">Code id</dt>
        <dd>{deployment.codeId}</dd>
        <dt className="text-muted-foreground">Checksum</dt>
        <dd className="font-mono break-all">{deployment.checksum}</dd>
        <dt className="text-muted-foreground">Deployed</dt>
        <dd>{new Date(deployment.createdAt).toLocaleString()}</dd>
      </dl>
      <div className="grid gap-6 lg:grid-cols-2">
        <section className="min-w-0 space-y-3" aria-label="Execute">
          <h4 className="flex items-center gap-2 text-sm font-semibold">
            <Send className="size-4" /> Execute
          </h4>
          {messages && executeMessage ? (
            <>
              <select
                aria-label="Execute message"
                className={selectClass}
                value={executeMessage.variant ?? ""}
                onChange={(e) => setExecuteVariant(e.target.value)}
              >
                {messages.execute.map((message) => (
                  <option key={message.variant} value={message.variant ?? ""}>
                    {message.variant} — {message.label}
                  </option>
                ))}
              </select>
              <MessageForm
                key={executeMessage.variant}
                id={`execute-${executeMessage.variant}`}
                message={executeMessage}
                accounts={accounts}
                submitLabel="Execute"
                busy={execute.isPending}
                onSubmit={onExecute}
              >
                <div className="grid gap-3 sm:grid-cols-2">
                  <div className="space-y-1">
                    <Label htmlFor="execute-sender">Sender</Label>
                    <AccountSelect
                      id="execute-sender"
                      accounts={accounts}
                      value={sender}
                      onChange={setSender}
                    />
                  </div>
                  {executeMessage.payable ? (
                    <FundsInput
                      id="execute-funds"
                      denom={denom}
                      value={funds}
                      onChange={setFunds}
                    />
                  ) : null}
                </div>
              </MessageForm>
              {lastTx ? (
                <div data-testid="execute-result" className="rounded-md border p-3 text-sm">
                  {lastTx.ok ? (
                    <Badge variant="success">ok</Badge>
                  ) : (
                    <Badge variant="destructive">failed</Badge>
                  )}{" "}
                  block {lastTx.height}
                  {lastTx.error ? (
                    <p className="mt-1 break-all text-destructive">{lastTx.error}</p>
                  ) : null}
                  {lastTx.dataJson !== undefined ? (
                    <p className="mt-1 font-mono text-xs break-all">
                      data: {JSON.stringify(lastTx.dataJson)}
                    </p>
                  ) : null}
                </div>
              ) : null}
            </>
          ) : (
            <p className="text-sm text-muted-foreground">No execute messages.</p>
          )}
        </section>
        <section className="min-w-0 space-y-3" aria-label="Query">
          <h4 className="flex items-center gap-2 text-sm font-semibold">
            <Search className="size-4" /> Query
          </h4>
          {messages && queryMessage ? (
            <>
              <select
                aria-label="Query message"
                className={selectClass}
                value={queryMessage.variant ?? ""}
                onChange={(e) => setQueryVariant(e.target.value)}
              >
                {messages.query.map((message) => (
                  <option key={message.variant} value={message.variant ?? ""}>
                    {message.variant} — {message.label}
                  </option>
                ))}
              </select>
              <MessageForm
                key={queryMessage.variant}
                id={`query-${queryMessage.variant}`}
                message={queryMessage}
                accounts={accounts}
                senderAddress={senderAddress}
                submitLabel="Query"
                busy={query.isPending}
                onSubmit={(msg) => query.mutate(msg)}
              />
              {query.data ? (
                <pre
                  data-testid="query-result"
                  className="rounded-md bg-muted p-3 text-xs break-all whitespace-pre-wrap"
                >
                  {query.data.ok
                    ? JSON.stringify(query.data.value, null, 2)
                    : `Error: ${query.data.error}`}
                </pre>
              ) : null}
            </>
          ) : (
            <p className="text-sm text-muted-foreground">No queries.</p>
          )}
        </section>
      </div>
      <section className="space-y-2" aria-label="Transactions">
        <h4 className="text-sm font-semibold">Transactions</h4>
        <TxList txs={txs.data ?? []} />
      </section>
    </div>
  );
}
