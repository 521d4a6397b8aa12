import type { AlertKind, MonitoredDeployment } from "@contract-platform/api";
import { BellRing, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { useAlertRuleMutations, useAlertRules } from "../api/monitoring";

const kindLabels: Record<AlertKind, string> = {
  failure_rate: "Failed transactions over a share in an hour",
  admin_changed: "Contract admin changed",
  code_migrated: "Contract migrated to other code",
};

const selectClass =
  "flex h-9 w-full rounded-md border border-input bg-background px-3 text-sm shadow-xs";

/** The user's alert rules: what turns monitoring results into notifications under the bell. */
export function AlertRulesCard({ deployments }: { deployments: MonitoredDeployment[] }) {
  const id = useId();
  const rules = useAlertRules();
  const { create, update, remove } = useAlertRuleMutations();
  const [kind, setKind] = useState<AlertKind>("failure_rate");
  const [threshold, setThreshold] = useState("20");
  const [scope, setScope] = useState("");
  const scopeName = (deploymentId: string | null) => {
    if (!deploymentId) return "All deployments";
    const found = deployments.find((item) => item.deployment.id === deploymentId)?.deployment;
    return found ? `${found.contractName} on ${found.chainName}` : "A removed deployment";
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <BellRing className="size-5" /> Alert rules
        </CardTitle>
        <CardDescription>
          Checked after every poll; a rule that fires adds a notification to the bell.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {rules.data?.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No rules yet. The defaults are added with your first deployment.
          </p>
        ) : null}
        <ul className="divide-y rounded-lg border">
          {rules.data?.map((rule) => (
            <li key={rule.id} className="flex flex-wrap items-center gap-3 px-3 py-2 text-sm">
              <Switch
                checked={rule.enabled}
                aria-label={`${rule.enabled ? "Disable" : "Enable"}: ${kindLabels[rule.kind]}`}
                onCheckedChange={(enabled) => update.mutate({ id: rule.id, enabled })}
              />
              <span className="min-w-0 flex-1">
                {rule.kind === "failure_rate"
                  ? `Failures over ${rule.thresholdPercent}% in an hour (at least ${rule.minTransactions} transactions)`
                  : kindLabels[rule.kind]}
                <span className="block text-xs text-muted-foreground">
                  {scopeName(rule.deploymentId)}
                </span>
              </span>
              <Button
                size="icon"
                variant="ghost"
                aria-label={`Delete rule: ${kindLabels[rule.kind]}`}
                onClick={() => remove.mutate(rule.id)}
              >
                <Trash2 />
              </Button>
            </li>
          ))}
        </ul>
        <form
          className="grid gap-3 sm:grid-cols-[1fr_7rem_1fr_auto] sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            create.mutate({
              kind,
              deploymentId: scope || null,
              thresholdPercent: kind === "failure_rate" ? Number(threshold) : null,
            });
          }}
        >
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-kind`}>New rule</Label>
            <select
              id={`${id}-kind`}
              className={selectClass}
              value={kind}
              onChange={(e) => setKind(e.target.value as AlertKind)}
            >
              {(Object.keys(kindLabels) as AlertKind[]).map((value) => (
                <option key={value} value={value}>
                  {kindLabels[value]}
                </option>
              ))}
            </select>
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-threshold`}>Over %</Label>
            <Input
              id={`${id}-threshold`}
              className="h-9"
              inputMode="decimal"
              disabled={kind !== "failure_rate"}
              value={threshold}
              onChange={(e) => setThreshold(e.target.value)}
            />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-scope`}>For</Label>
            <select
              id={`${id}-scope`}
              className={selectClass}
              value={scope}
              onChange={(e) => setScope(e.target.value)}
            >
              <option value="">All deployments</option>
              {deployments.map((item) => (
                <option key={item.deployment.id} value={item.deployment.id}>
                  {item.deployment.contractName} on {item.deployment.chainName}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" size="sm" className="h-9" disabled={create.isPending}>
            Add rule
          </Button>
        </form>
        {create.error ? <p className="text-sm text-destructive">{create.error.message}</p> : null}
      </CardContent>
    </Card>
  );
}
