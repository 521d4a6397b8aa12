import { buildStatusLabels } from "@contract-platform/api";
import { CheckCircle2, CircleAlert, RefreshCw } from "lucide-react";
import { Link } from "react-router";
import { toast } from "sonner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import {
  useBuildSettings,
  useBuilds,
  useRefreshToolchain,
  useToolchain,
  useUpdateBuildSettings,
} from "@/features/contracts/api";
import { buildBadgeVariant, formatBytes } from "./build-panel";

/** The Platform tab's build part: the Rust toolchain with what to install, builds, the policy. */
export function PlatformBuilds({ isAdmin }: { isAdmin: boolean }) {
  return (
    <div className="space-y-6">
      <ToolchainCard />
      <BuildsCard />
      <PolicyCard isAdmin={isAdmin} />
    </div>
  );
}

function ToolchainCard() {
  const toolchain = useToolchain();
  const refresh = useRefreshToolchain();
  const status = refresh.data ?? toolchain.data;
  return (
    <Card>
      <CardHeader className="flex-row items-start justify-between gap-3 space-y-0">
        <div className="space-y-1">
          <CardTitle>Rust toolchain</CardTitle>
          <CardDescription>
            What builds and cargo test use, each run in a sandbox with no network.
          </CardDescription>
        </div>
        <Button
          variant="outline"
          size="sm"
          disabled={refresh.isPending}
          onClick={() => refresh.mutate()}
        >
          <RefreshCw /> {refresh.isPending ? "Checking…" : "Check again"}
        </Button>
      </CardHeader>
      <CardContent className="space-y-3">
        {!status ? (
          <p className="text-sm text-muted-foreground">
            {toolchain.isError ? toolchain.error.message : "Checking the toolchain…"}
          </p>
        ) : (
          <>
            <div className="flex flex-wrap gap-2" data-testid="toolchain-summary">
              <Badge variant={status.canBuildWasm ? "success" : "destructive"}>
                {status.canBuildWasm ? "wasm builds available" : "wasm builds unavailable"}
              </Badge>
              <Badge variant={status.canTest ? "success" : "destructive"}>
                {status.canTest ? "cargo test available" : "cargo test unavailable"}
              </Badge>
              <Badge variant={status.cratesResolve ? "success" : "warning"}>
                {status.cratesResolve ? "CosmWasm crates resolve" : "CosmWasm crates missing"}
              </Badge>
            </div>
            <ul className="space-y-2 text-sm">
              {status.checks.map((check) => (
                <li key={check.id} className="flex gap-2">
                  {check.ok ? (
                    <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-success" />
                  ) : (
                    <CircleAlert className="mt-0.5 size-4 shrink-0 text-destructive" />
                  )}
                  <div className="min-w-0">
                    <p>
                      <strong>{check.label}</strong>{" "}
                      <span className="text-muted-foreground break-words">{check.detail}</span>
                    </p>
                    {check.fix ? <p className="text-xs text-warning">{check.fix}</p> : null}
                  </div>
                </li>
              ))}
            </ul>
            <p className="text-xs text-muted-foreground">
              Checked {new Date(status.checkedAt).toLocaleString()} · sandbox root {status.root}
            </p>
          </>
        )}
      </CardContent>
    </Card>
  );
}

function BuildsCard() {
  const builds = useBuilds();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Builds</CardTitle>
        <CardDescription>Wasm builds of your contracts, newest first.</CardDescription>
      </CardHeader>
      <CardContent>
        {builds.data && builds.data.length > 0 ? (
          <div className="overflow-x-auto">
            <table className="w-full text-sm" data-testid="builds-table">
              <thead className="text-left text-xs text-muted-foreground">
                <tr>
                  <th className="py-1 pr-3 font-medium">Contract</th>
                  <th className="py-1 pr-3 font-medium">Version</th>
                  <th className="py-1 pr-3 font-medium">Status</th>
                  <th className="py-1 pr-3 font-medium">Size</th>
                  <th className="py-1 pr-3 font-medium">SHA-256</th>
                  <th className="py-1 font-medium">Started</th>
                </tr>
              </thead>
              <tbody>
                {builds.data.map((build) => (
                  <tr key={build.id} className="border-t">
                    <td className="py-1.5 pr-3">
                      <Link
                        className="underline-offset-2 hover:underline"
                        to={`/deployment/${build.contractId}`}
                      >
                        {build.contractName}
                      </Link>
                    </td>
                    <td className="py-1.5 pr-3">{build.contractVersion}</td>
                    <td className="py-1.5 pr-3">
                      <Badge variant={buildBadgeVariant(build.status)}>
                        {buildStatusLabels[build.status]}
                      </Badge>
                    </td>
                    <td className="py-1.5 pr-3">{formatBytes(build.sizeBytes)}</td>
                    <td className="py-1.5 pr-3 font-mono text-xs">
                      {build.checksum?.slice(0, 16) ?? "—"}
                    </td>
                    <td className="py-1.5 text-xs text-muted-foreground">
                      {new Date(build.createdAt).toLocaleString()}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">
            {builds.isPending
              ? "Loading…"
              : "No builds yet: open a converted contract's deployment page to build it."}
          </p>
        )}
      </CardContent>
    </Card>
  );
}

function PolicyCard({ isAdmin }: { isAdmin: boolean }) {
  const settings = useBuildSettings();
  const update = useUpdateBuildSettings();
  const current = settings.data;
  if (!current) return null;
  const save = (change: Partial<typeof current>) =>
    update.mutate(
      { ...current, ...change },
      { onError: (error) => toast.error((error as Error).message) },
    );
  return (
    <Card>
      <CardHeader>
        <CardTitle>Build policy</CardTitle>
        <CardDescription>
          What a crate may run while it builds. By default: no build scripts or procedural macros,
          only the CosmWasm crates.{isAdmin ? "" : " Only an admin can change it."}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        <div className="flex items-center justify-between gap-3">
          <Label htmlFor="policy-build-scripts">Allow build scripts and procedural macros</Label>
          <Switch
            id="policy-build-scripts"
            checked={current.allowBuildScripts}
            disabled={!isAdmin || update.isPending}
            onCheckedChange={(checked) => save({ allowBuildScripts: checked })}
          />
        </div>
        <div className="flex items-center justify-between gap-3">
          <Label htmlFor="policy-any-dependency">Allow any dependency</Label>
          <Switch
            id="policy-any-dependency"
            checked={current.allowAnyDependency}
            disabled={!isAdmin || update.isPending}
            onCheckedChange={(checked) => save({ allowAnyDependency: checked })}
          />
        </div>
        <div className="space-y-1">
          <Label htmlFor="policy-extra-crates">Extra allowed crates</Label>
          <Input
            id="policy-extra-crates"
            defaultValue={current.extraAllowedCrates.join(", ")}
            disabled={!isAdmin}
            placeholder="e.g. cw20-base, bech32"
            onBlur={(event) =>
              save({
                extraAllowedCrates: event.target.value
                  .split(",")
                  .map((name) => name.trim())
                  .filter(Boolean),
              })
            }
          />
        </div>
      </CardContent>
    </Card>
  );
}
