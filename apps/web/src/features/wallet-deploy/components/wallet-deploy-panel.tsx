import type { ChainConfig } from "@contract-platform/api";
import { CheckCircle2, Circle, ExternalLink, RotateCcw, Wallet, XCircle } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/cn";
import { useChains } from "../api/chains";
import type { RecordedDeployment } from "../api/record-wallet-deployment";
import { explorerTxLink, formatAmount } from "../format-amount";
import {
  type BuildToDeploy,
  type DeployPhase,
  type InstantiateSettings,
  useWalletDeployment,
} from "../use-wallet-deployment";
import { ChainPicker } from "./chain-picker";

type AdminChoice = "me" | "none" | "other";

function parseSettings(
  raw: { label: string; admin: AdminChoice; otherAdmin: string; msg: string; funds: string },
  chain: ChainConfig,
  address: string,
): InstantiateSettings | string {
  if (!raw.label.trim()) return "A label is required";
  let msg: unknown;
  try {
    msg = JSON.parse(raw.msg);
  } catch {
    return "The instantiate message is not valid JSON";
  }
  if (typeof msg !== "object" || msg === null || Array.isArray(msg)) {
    return "The instantiate message must be a JSON object";
  }
  if (raw.admin === "other" && !raw.otherAdmin.trim().startsWith(`${chain.bech32Prefix}1`)) {
    return `The admin must be a ${chain.bech32Prefix}1… address`;
  }
  const funds = raw.funds.trim();
  if (funds && !/^\d+$/.test(funds)) return `Funds are a whole number of ${chain.denom}`;
  return {
    label: raw.label.trim(),
    admin: raw.admin === "me" ? address : raw.admin === "none" ? null : raw.otherAdmin.trim(),
    msg,
    funds: funds && funds !== "0" ? [{ denom: chain.denom, amount: funds }] : [],
  };
}

const stepOrder = ["connect", "store", "instantiate", "record"] as const;
type StepKey = (typeof stepOrder)[number];

function currentStep(phase: DeployPhase, connected: boolean): StepKey {
  switch (phase.step) {
    case "connecting":
      return "connect";
    case "estimating-store":
    case "confirm-store":
    case "storing":
      return "store";
    case "estimating-instantiate":
    case "confirm-instantiate":
    case "instantiating":
      return "instantiate";
    case "recording":
    case "done":
      return "record";
    case "error":
      return phase.at;
    default:
      return connected ? "store" : "connect";
  }
}

const stepLabels: Record<StepKey, string> = {
  connect: "Connect wallet",
  store: "Store code",
  instantiate: "Instantiate",
  record: "Confirm on chain & record",
};

/**
 * Deploys a build to a public chain through the user's Keplr wallet: chain choice (presets and
 * custom chains), reachability, gas estimates with a confirm step (typed chain id for mainnet),
 * store, instantiate, then the server records it after reading both transactions on the chain.
 */
export function WalletDeployPanel({
  build,
  contractName,
  onDeployed,
}: {
  build: BuildToDeploy | null;
  contractName: string;
  onDeployed?: (deployment: RecordedDeployment) => void;
}) {
  const id = useId();
  const chains = useChains();
  const [chain, setChain] = useState<ChainConfig | null>(null);
  const [label, setLabel] = useState(contractName);
  const [admin, setAdmin] = useState<AdminChoice>("me");
  const [otherAdmin, setOtherAdmin] = useState("");
  const [msg, setMsg] = useState("{}");
  const [funds, setFunds] = useState("");
  const [typedChainId, setTypedChainId] = useState("");
  const [settingsError, setSettingsError] = useState<string | null>(null);
  const raw = useRef({ label, admin, otherAdmin, msg, funds });
  raw.current = { label, admin, otherAdmin, msg, funds };

  const deploy = useWalletDeployment({
    chain,
    build,
    // Read at each estimate and signature, so a corrected message is used on retry.
    settings: () => {
      const result = parseSettings(raw.current, chain!, deploy.session!.address);
      if (typeof result === "string") throw new Error(result);
      return result;
    },
    mainnetConfirmation: () => typedChainId.trim(),
    onDeployed,
  });
  const { phase, session } = deploy;
  const busy = [
    "connecting",
    "estimating-store",
    "storing",
    "estimating-instantiate",
    "instantiating",
    "recording",
  ].includes(phase.step);
  const mainnet = chain?.network === "mainnet";
  const mainnetConfirmed = !mainnet || typedChainId.trim() === chain?.chainId;
  const active = currentStep(phase, session !== null);
  const settingsLocked =
    phase.step !== "idle" && phase.step !== "confirm-store" && phase.step !== "error";

  const startStore = () => {
    if (!chain || !session) return;
    const result = parseSettings({ label, admin, otherAdmin, msg, funds }, chain, session.address);
    if (typeof result === "string") {
      setSettingsError(result);
      return;
    }
    setSettingsError(null);
    void deploy.estimateStore();
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Wallet className="size-5" /> Deploy with your wallet
        </CardTitle>
        <CardDescription>
          Store and instantiate the build on a public chain. Your wallet (Keplr) signs; keys never
          leave it, and the deployment is recorded only after the server finds both transactions on
          the chain.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        {chains.isPending ? (
          <Spinner className="size-5" label="Loading chains" />
        ) : chains.error ? (
          <p className="text-sm text-destructive">{chains.error.message}</p>
        ) : (
          <ChainPicker
            chains={chains.data}
            value={chain}
            onChange={(next) => {
              setChain(next);
              setTypedChainId("");
            }}
          />
        )}

        {chain ? (
          <fieldset className="grid gap-4 sm:grid-cols-2" disabled={settingsLocked}>
            <legend className="mb-2 text-sm font-semibold">Instantiate</legend>
            <div className="space-y-1.5">
              <Label htmlFor={`${id}-label`}>Label</Label>
              <Input id={`${id}-label`} value={label} onChange={(e) => setLabel(e.target.value)} />
            </div>
            <div className="space-y-1.5">
              <Label htmlFor={`${id}-funds`}>Funds sent with instantiate ({chain.denom})</Label>
              <Input
                id={`${id}-funds`}
                inputMode="numeric"
                placeholder="0"
                value={funds}
                onChange={(e) => setFunds(e.target.value)}
              />
            </div>
            <div className="space-y-1.5 sm:col-span-2">
              <span className="text-sm font-medium">Admin (may migrate the contract)</span>
              <div className="flex flex-wrap gap-4 text-sm">
                {(
                  [
                    ["me", "My wallet address"],
                    ["none", "No admin (never migratable)"],
                    ["other", "Another address"],
                  ] as const
                ).map(([value, text]) => (
                  <label key={value} className="flex items-center gap-2">
                    <input
                      type="radio"
                      name={`${id}-admin`}
                      checked={admin === value}
                      onChange={() => setAdmin(value)}
                    />
                    {text}
                  </label>
                ))}
              </div>
              {admin === "other" ? (
                <Input
                  aria-label="Admin address"
                  placeholder={`${chain.bech32Prefix}1…`}
                  value={otherAdmin}
                  onChange={(e) => setOtherAdmin(e.target.value)}
                />
              ) : null}
            </div>
            <div className="space-y-1.5 sm:col-span-2">
              <Label htmlFor={`${id}-msg`}>Instantiate message (JSON)</Label>
              <textarea
                id={`${id}-msg`}
                className="min-h-24 w-full rounded-md border border-input bg-background px-3 py-2 font-mono text-sm"
                value={msg}
                onChange={(e) => setMsg(e.target.value)}
                spellCheck={false}
              />
            </div>
          </fieldset>
        ) : null}

        {chain ? (
          <ol className="space-y-3" aria-label="Deployment steps">
            {stepOrder.map((key) => {
              const index = stepOrder.indexOf(key);
              const done = phase.step === "done" || index < stepOrder.indexOf(active);
              const current = key === active && phase.step !== "done";
              const failed = current && phase.step === "error";
              return (
                <li
                  key={key}
                  className={cn(
                    "rounded-lg border p-3",
                    current && !failed && "border-primary/50 bg-primary/5",
                    failed && "border-destructive/50 bg-destructive/5",
                  )}
                  aria-current={current ? "step" : undefined}
                >
                  <div className="flex items-center gap-2 text-sm font-medium">
                    {done ? (
                      <CheckCircle2 className="size-4 text-success" />
                    ) : failed ? (
                      <XCircle className="size-4 text-destructive" />
                    ) : current && busy ? (
                      <Spinner className="size-4" label={`${stepLabels[key]} in progress`} />
                    ) : (
                      <Circle className="size-4 text-muted-foreground" />
                    )}
                    {stepLabels[key]}
                  </div>
                  {current ? (
                    <StepBody
                      step={key}
                      phase={phase}
                      chain={chain}
                      session={session}
                      deploy={deploy}
                      build={build}
                      mainnet={mainnet}
                      mainnetConfirmed={mainnetConfirmed}
                      typedChainId={typedChainId}
                      setTypedChainId={setTypedChainId}
                      settingsError={settingsError}
                      startStore={startStore}
                    />
                  ) : null}
                  {key === "connect" && session && !current ? (
                    <p className="mt-1 text-xs break-all text-muted-foreground">
                      {session.address} · {formatAmount(session.balance.amount, chain)}
                    </p>
                  ) : null}
                </li>
              );
            })}
          </ol>
        ) : null}

        {phase.step === "done" && chain ? (
          <DeployedSummary deployment={phase.deployment} chain={chain} />
        ) : null}
      </CardContent>
    </Card>
  );
}

function StepBody({
  step,
  phase,
  chain,
  session,
  deploy,
  build,
  mainnet,
  mainnetConfirmed,
  typedChainId,
  setTypedChainId,
  settingsError,
  startStore,
}: {
  step: StepKey;
  phase: DeployPhase;
  chain: ChainConfig;
  session: ReturnType<typeof useWalletDeployment>["session"];
  deploy: ReturnType<typeof useWalletDeployment>;
  build: BuildToDeploy | null;
  mainnet: boolean;
  mainnetConfirmed: boolean;
  typedChainId: string;
  setTypedChainId: (value: string) => void;
  settingsError: string | null;
  startStore: () => void;
}) {
  const id = useId();
  if (phase.step === "error") {
    return (
      <div className="mt-2 space-y-2" role="alert">
        <p className="text-sm break-words text-destructive">{phase.message}</p>
        <Button size="sm" variant="outline" onClick={phase.retry}>
          <RotateCcw /> {phase.rejected ? "Try again" : "Retry"}
        </Button>
      </div>
    );
  }
  if (step === "connect") {
    return (
      <div className="mt-2 space-y-2">
        <p className="text-sm text-muted-foreground">
          Keplr will ask to connect to {chain.name}; if it does not know the chain yet, it will
          offer to add it first.
        </p>
        <Button
          size="sm"
          onClick={() => void deploy.connect()}
          disabled={phase.step === "connecting"}
        >
          <Wallet /> Connect Keplr
        </Button>
      </div>
    );
  }
  const confirmation = mainnet ? (
    <div className="space-y-1.5">
      <Label htmlFor={`${id}-confirm`} className="text-amber-700 dark:text-amber-400">
        This is a mainnet: real funds are spent and the contract becomes final. Type the chain id{" "}
        <span className="font-mono">{chain.chainId}</span> to confirm.
      </Label>
      <Input
        id={`${id}-confirm`}
        value={typedChainId}
        autoComplete="off"
        onChange={(e) => setTypedChainId(e.target.value)}
        className="max-w-xs font-mono"
      />
    </div>
  ) : null;

  if (step === "store") {
    if (phase.step === "confirm-store") {
      return (
        <div className="mt-2 space-y-3">
          <Estimate gasUsed={phase.estimate.gasUsed} fee={phase.estimate.fee} chain={chain} />
          {confirmation}
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              disabled={!mainnetConfirmed}
              onClick={() => void deploy.store(phase.estimate)}
            >
              Sign &amp; store code
            </Button>
            <Button size="sm" variant="ghost" onClick={deploy.reset}>
              Change settings
            </Button>
          </div>
        </div>
      );
    }
    if (phase.step === "estimating-store" || phase.step === "storing") {
      return (
        <p className="mt-2 text-sm text-muted-foreground">
          {phase.step === "storing"
            ? "Waiting for your signature in Keplr, then for the transaction to be in a block…"
            : "Downloading the build and simulating the upload…"}
        </p>
      );
    }
    return (
      <div className="mt-2 space-y-2">
        {session ? (
          <p className="text-xs break-all text-muted-foreground">
            Wallet {session.address} · balance {formatAmount(session.balance.amount, chain)}
          </p>
        ) : null}
        {settingsError ? <p className="text-sm text-destructive">{settingsError}</p> : null}
        <Button size="sm" onClick={startStore} disabled={!build}>
          Estimate gas
        </Button>
        {!build ? (
          <p className="text-xs text-muted-foreground">Build the contract to wasm first.</p>
        ) : null}
      </div>
    );
  }
  if (step === "instantiate") {
    if (phase.step === "confirm-instantiate") {
      return (
        <div className="mt-2 space-y-3">
          <p className="text-sm">
            Code stored as <strong>code {phase.codeId}</strong> (
            <TxLink chain={chain} hash={phase.storeTxHash} />
            ).
          </p>
          <Estimate gasUsed={phase.estimate.gasUsed} fee={phase.estimate.fee} chain={chain} />
          {confirmation}
          <Button
            size="sm"
            disabled={!mainnetConfirmed}
            onClick={() => void deploy.instantiate(phase.codeId, phase.storeTxHash, phase.estimate)}
          >
            Sign &amp; instantiate
          </Button>
        </div>
      );
    }
    return (
      <p className="mt-2 text-sm text-muted-foreground">
        {phase.step === "instantiating"
          ? "Waiting for your signature in Keplr, then for the transaction to be in a block…"
          : "Simulating the instantiate…"}
      </p>
    );
  }
  return (
    <p className="mt-2 text-sm text-muted-foreground">
      The server is reading both transactions on {chain.name} before recording the deployment…
    </p>
  );
}

function Estimate({
  gasUsed,
  fee,
  chain,
}: {
  gasUsed: number;
  fee: { gas: string; amount: readonly { amount: string; denom: string }[] };
  chain: ChainConfig;
}) {
  const amount = fee.amount.find((coin) => coin.denom === chain.denom)?.amount ?? "0";
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      <dt className="text-muted-foreground">Estimated gas</dt>
      <dd>{gasUsed.toLocaleString("en-US")}</dd>
      <dt className="text-muted-foreground">Gas limit</dt>
      <dd>{Number(fee.gas).toLocaleString("en-US")}</dd>
      <dt className="text-muted-foreground">Fee</dt>
      <dd>{formatAmount(amount, chain)}</dd>
    </dl>
  );
}

function TxLink({ chain, hash }: { chain: ChainConfig; hash: string }) {
  const href = explorerTxLink(chain, hash);
  const short = `${hash.slice(0, 8)}…${hash.slice(-6)}`;
  return href ? (
    <a
      className="inline-flex items-center gap-1 font-mono underline"
      href={href}
      target="_blank"
      rel="noreferrer"
    >
      {short} <ExternalLink className="size-3" />
    </a>
  ) : (
    <span className="font-mono" title={hash}>
      {short}
    </span>
  );
}

function DeployedSummary({
  deployment,
  chain,
}: {
  deployment: RecordedDeployment;
  chain: ChainConfig;
}) {
  return (
    <div className="space-y-2 rounded-lg border border-success/40 bg-success/5 p-4" role="status">
      <p className="flex items-center gap-2 font-medium">
        <CheckCircle2 className="size-5 text-success" /> Deployed to {chain.name}
        {chain.network === "mainnet" ? <Badge variant="warning">Finalized</Badge> : null}
      </p>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-muted-foreground">Contract</dt>
        <dd className="font-mono break-all">{deployment.contractAddress}</dd>
        <dt className="text-muted-foreground">Code id</dt>
        <dd>{deployment.codeId}</dd>
        <dt className="text-muted-foreground">Checksum</dt>
        <dd className="font-mono break-all">{deployment.checksum}</dd>
        <dt className="text-muted-foreground">Store</dt>
        <dd>
          <TxLink chain={chain} hash={deployment.storeTxHash} />
        </dd>
        <dt className="text-muted-foreground">Instantiate</dt>
        <dd>
          <TxLink chain={chain} hash={deployment.instantiateTxHash} />
        </dd>
      </dl>
    </div>
  );
}
