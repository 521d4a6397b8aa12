import type { AbiEntry, BusinessRule, RuleOutcome, TestRunListItem } from "@contract-platform/api";
import { FileWarning, Pencil, Play, Plus, Scale, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { Switch } from "@/components/ui/switch";
import { useBusinessRuleActions, useBusinessRules } from "../api/business-rules";
import { useContractInterface } from "../api/get-contract-interface";
import { useStartTestRun, useTestRuns } from "../api/test-runs";
import { RuleExpressionInput } from "./rule-expression-input";
import { RuleResults } from "./rule-results";

function RuleForm({
  contractId,
  abi,
  rule,
  onDone,
}: {
  contractId: string;
  abi: AbiEntry[];
  rule: BusinessRule | null;
  onDone: () => void;
}) {
  const id = useId();
  const { save } = useBusinessRuleActions(contractId);
  const [name, setName] = useState(rule?.name ?? "");
  const [expression, setExpression] = useState(rule?.expression ?? "");
  const [valid, setValid] = useState(false);
  return (
    <form
      className="space-y-3 rounded-lg border bg-muted/20 p-3"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(
          { ruleId: rule?.id, name: name.trim(), expression: expression.trim() },
          {
            onSuccess: (saved) => {
              toast.success("Rule saved", { description: saved.name });
              onDone();
            },
            onError: (error) => toast.error("Rule not saved", { description: error.message }),
          },
        );
      }}
    >
      <label htmlFor={`${id}-name`} className="block space-y-1 text-xs font-medium">
        Name
        <Input
          id={`${id}-name`}
          value={name}
          maxLength={120}
          placeholder="Supply equals the balances"
          onChange={(event) => setName(event.target.value)}
        />
      </label>
      <RuleExpressionInput
        contractId={contractId}
        abi={abi}
        value={expression}
        onChange={setExpression}
        onValidity={setValid}
      />
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={!valid || !name.trim() || save.isPending}>
          Save rule
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** The latest run that checked rules, and each rule's outcome in it. */
function latestRuleRun(runs: TestRunListItem[] | undefined) {
  return runs?.find(
    (run) => run.rules.length > 0 && run.status !== "queued" && run.status !== "running",
  );
}

/**
 * Business rules of one contract: expressions over its views that must hold after every step of
 * every scenario and fuzz sequence, on both sides. A validating editor (the server's parser, with
 * the problem drawn under its columns), enable/disable, delete, and each rule's result in the
 * latest run on the EVM and on CosmWasm.
 */
export function RulesView({ contractId }: { contractId: string }) {
  const iface = useContractInterface(contractId);
  const rules = useBusinessRules(contractId);
  const runs = useTestRuns(contractId);
  const start = useStartTestRun(contractId);
  const { save, remove } = useBusinessRuleActions(contractId);
  const [editing, setEditing] = useState<BusinessRule | "new" | null>(null);
  const [deleting, setDeleting] = useState<BusinessRule | null>(null);

  if (iface.isPending || rules.isPending) return <Skeleton className="h-48 w-full" />;
  if (iface.isError) {
    return (
      <EmptyState
        icon={FileWarning}
        title="Rules cannot be written for this contract"
        description={iface.error.message}
      />
    );
  }
  if (rules.isError) return <p className="text-sm text-destructive">{rules.error.message}</p>;
  const abi = iface.data.contracts.find((c) => c.name === iface.data.mainContract)?.abi ?? [];
  const lastRun = latestRuleRun(runs.data);
  const outcomes = new Map<string, RuleOutcome>((lastRun?.rules ?? []).map((o) => [o.ruleId, o]));

  return (
    <div className="space-y-6">
      <Card>
        <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2">
          <div className="space-y-1">
            <CardTitle>Rules of {iface.data.contractName}</CardTitle>
            <CardDescription>
              One expression per rule: integers, <code>+ - * / %</code>, comparisons,{" "}
              <code>&amp;&amp; || !</code>, <code>@actors</code>, <code>"strings"</code> and calls
              of the contract's views, e.g. <code>balanceOf(@alice) &lt;= totalSupply()</code>.
            </CardDescription>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" onClick={() => setEditing("new")} disabled={editing !== null}>
              <Plus /> New rule
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={start.isPending || rules.data.length === 0}
              onClick={() =>
                start.mutate(
                  { rules: true },
                  {
                    onSuccess: ({ run }) =>
                      toast.success(`Run #${run.number} started`, {
                        description: "Every scenario, with the rules after each step.",
                      }),
                    onError: (error) =>
                      toast.error("The run did not start", { description: error.message }),
                  },
                )
              }
            >
              <Play /> Check with all scenarios
            </Button>
          </div>
        </CardHeader>
        <CardContent className="space-y-3">
          {editing === "new" ? (
            <RuleForm
              contractId={contractId}
              abi={abi}
              rule={null}
              onDone={() => setEditing(null)}
            />
          ) : null}
          {rules.data.length === 0 && editing === null ? (
            <EmptyState
              icon={Scale}
              title="No rules yet"
              description="A rule states what must stay true whatever happens, such as the supply equalling the sum of the balances."
            />
          ) : (
            <ul className="divide-y rounded-lg border">
              {rules.data.map((rule) =>
                editing !== "new" && editing?.id === rule.id ? (
                  <li key={rule.id} className="p-3">
                    <RuleForm
                      contractId={contractId}
                      abi={abi}
                      rule={rule}
                      onDone={() => setEditing(null)}
                    />
                  </li>
                ) : (
                  <li
                    key={rule.id}
                    className="flex flex-wrap items-center gap-3 p-3"
                    aria-label={`Rule ${rule.name}`}
                  >
                    <div className="min-w-0 flex-1 space-y-1">
                      <div className="flex flex-wrap items-center gap-2">
                        <span className="font-medium">{rule.name}</span>
                        {!rule.enabled ? <Badge variant="outline">off</Badge> : null}
                        {outcomes.has(rule.id)
                          ? (() => {
                              const outcome = outcomes.get(rule.id) as RuleOutcome;
                              const held = outcome.evm.held && (outcome.cosmwasm?.held ?? true);
                              return (
                                <Badge
                                  variant={
                                    held
                                      ? outcome.cosmwasm
                                        ? "success"
                                        : "warning"
                                      : "destructive"
                                  }
                                >
                                  {held
                                    ? outcome.cosmwasm
                                      ? "held on both sides"
                                      : "held on the EVM"
                                    : "broken"}{" "}
                                  in run #{lastRun?.number}
                                </Badge>
                              );
                            })()
                          : null}
                      </div>
                      <p className="font-mono text-xs break-all text-muted-foreground">
                        {rule.expression}
                      </p>
                    </div>
                    <div className="flex items-center gap-1">
                      <Switch
                        checked={rule.enabled}
                        aria-label={`Check ${rule.name} in runs`}
                        onCheckedChange={(enabled) => save.mutate({ ruleId: rule.id, enabled })}
                      />
                      <Button
                        size="icon"
                        variant="ghost"
                        className="size-8"
                        aria-label={`Edit ${rule.name}`}
                        onClick={() => setEditing(rule)}
                      >
                        <Pencil />
                      </Button>
                      <Button
                        size="icon"
                        variant="ghost"
                        className="size-8 text-destructive"
                        aria-label={`Delete ${rule.name}`}
                        onClick={() => setDeleting(rule)}
                      >
                        <Trash2 />
                      </Button>
                    </div>
                  </li>
                ),
              )}
            </ul>
          )}
        </CardContent>
      </Card>
      {lastRun ? (
        <div className="space-y-2">
          <h3 className="text-sm font-semibold">
            Results of run #{lastRun.number}{" "}
            <Link
              className="font-normal text-primary hover:underline"
              to={`/testing/${contractId}`}
            >
              open the run
            </Link>
          </h3>
          <RuleResults rules={lastRun.rules} />
        </div>
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this rule?"
        description={`“${deleting?.name ?? ""}” is no longer checked. Past runs keep their results.`}
        confirmLabel="Delete"
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        onConfirm={() => {
          if (deleting) {
            remove.mutate(deleting.id, {
              onSuccess: () => toast.success("Rule deleted"),
              onError: (error) => toast.error("Not deleted", { description: error.message }),
            });
          }
          setDeleting(null);
        }}
      />
    </div>
  );
}
