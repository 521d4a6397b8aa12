import {
  type ContractInterfaceResponse,
  compactScenario,
  isBalanceStep,
  RESERVED_REFS,
  type Scenario,
  type ScenarioRecord,
  type Step,
  validateScenario,
} from "@contract-platform/api";
import { Braces, Plus, Radio, Save, Scale, UserPlus, X } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { toast } from "sonner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { useSaveScenario } from "../api/save-scenario";
import {
  callableEntries,
  defaultValue,
  issuesUnder,
  moveStep,
  newCallStep,
  newScenarioDraft,
  refsBefore,
} from "../scenario-draft";
import { AbiValueInput } from "./abi-value-input";
import { selectClass } from "./select-class";
import { StepCard } from "./step-card";

const ACTOR_NAME = /^[A-Za-z0-9_.-]+$/;

/**
 * The scenario editor generated from the contract's ABI: actors, the deploy with typed constructor
 * arguments, and steps (actor, function by signature, typed arguments with an address picker,
 * attached value for payable functions, time advance). Everything is checked as it is typed with
 * the same rules the server applies; the JSON view edits the file form directly.
 */
export function ScenarioEditor({
  contractId,
  iface,
  record,
  onSaved,
  onCancel,
}: {
  contractId: string;
  iface: ContractInterfaceResponse;
  record: ScenarioRecord | null;
  onSaved: (record: ScenarioRecord) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const save = useSaveScenario(contractId);
  const [name, setName] = useState(record?.name ?? "");
  const [description, setDescription] = useState(record?.description ?? "");
  const [draft, setDraft] = useState<Scenario>(() => record?.scenario ?? newScenarioDraft(iface));
  const [newActor, setNewActor] = useState("");
  const [nameTouched, setNameTouched] = useState(Boolean(record));
  const [jsonText, setJsonText] = useState<string | null>(null);
  const [jsonProblem, setJsonProblem] = useState<string | null>(null);

  const validation = useMemo(() => validateScenario(draft, iface.contracts), [draft, iface]);
  const errors = validation.issues.filter((issue) => issue.severity === "error");
  const warnings = validation.issues.filter((issue) => issue.severity === "warning");
  const main = iface.contracts.find((c) => c.name === draft.contract);
  const ctor = main?.abi.find((e) => e.type === "constructor");
  const deployIssues = issuesUnder(validation.issues, ["deploy"]);
  const firstEntry = main ? callableEntries(main.abi)[0] : undefined;
  // problems not shown beside a step or the deploy
  const general = errors.filter((issue) => issue.step === undefined && issue.path[0] !== "deploy");
  const nameProblem = name.trim() === "" ? "Give the scenario a name" : null;

  const setSteps = (steps: Step[]) => setDraft((d) => ({ ...d, steps }));
  const updateStep = (index: number, step: Step) =>
    setSteps(draft.steps.map((s, i) => (i === index ? step : s)));

  function addActor() {
    const actor = newActor.trim();
    if (!ACTOR_NAME.test(actor)) {
      toast.error("Not an actor name", { description: "Letters, digits, '.', '_' and '-' only." });
      return;
    }
    if (draft.actors.includes(actor) || (RESERVED_REFS as readonly string[]).includes(actor)) {
      toast.error("Name taken", { description: `@${actor} is already used.` });
      return;
    }
    setDraft((d) => ({ ...d, actors: [...d.actors, actor] }));
    setNewActor("");
  }

  function removeActor(actor: string) {
    const used =
      draft.deploy.from === actor ||
      draft.steps.some((s) => s.from === actor) ||
      JSON.stringify(draft).includes(`"@${actor}"`);
    if (used) {
      toast.error(`@${actor} is used`, {
        description: "Change the steps that use this actor first.",
      });
      return;
    }
    setDraft((d) => ({ ...d, actors: d.actors.filter((a) => a !== actor) }));
  }

  function openJson() {
    setJsonText(JSON.stringify(compactScenario(draft), null, 2));
    setJsonProblem(null);
  }

  function applyJson() {
    if (jsonText === null) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(jsonText);
    } catch (error) {
      setJsonProblem(`Not valid JSON: ${(error as Error).message}`);
      return;
    }
    const result = validateScenario({ ...(parsed as object), file: iface.fileName });
    if (!result.scenario) {
      setJsonProblem(result.issues.map((issue) => issue.message).join("\n"));
      return;
    }
    setDraft(result.scenario);
    setJsonText(null);
  }

  function submit(recordOnEvm: boolean) {
    setNameTouched(true);
    if (nameProblem || !validation.valid) return;
    const body = { name: name.trim(), description, scenario: draft, record: recordOnEvm };
    save.mutate(
      { scenarioId: record?.id, body },
      {
        onSuccess: (saved) => {
          toast.success(recordOnEvm ? "Scenario recorded on the EVM and saved" : "Scenario saved", {
            description: saved.name,
          });
          onSaved(saved);
        },
        onError: (error) => toast.error("Scenario not saved", { description: error.message }),
      },
    );
  }

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle>{record ? `Edit “${record.name}”` : "New scenario"}</CardTitle>
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={jsonText === null ? openJson : () => setJsonText(null)}
          >
            <Braces /> {jsonText === null ? "JSON" : "Form"}
          </Button>
          <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
            Cancel
          </Button>
          <Button
            type="button"
            size="sm"
            variant="outline"
            onClick={() => submit(false)}
            disabled={!validation.valid || save.isPending || jsonText !== null}
          >
            <Save /> Save
          </Button>
          <Button
            type="button"
            size="sm"
            onClick={() => submit(true)}
            disabled={!validation.valid || save.isPending || jsonText !== null}
            title="Run the steps on the original and take its results as the expectations"
          >
            <Radio /> {save.isPending ? "Saving…" : "Record on the EVM & save"}
          </Button>
        </div>
      </CardHeader>
      <CardContent className="space-y-5">
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="space-y-1">
            <label htmlFor={`${id}-name`} className="text-xs font-medium">
              Name
            </label>
            <Input
              id={`${id}-name`}
              value={name}
              maxLength={120}
              aria-invalid={nameTouched && Boolean(nameProblem)}
              onBlur={() => setNameTouched(true)}
              placeholder="e.g. Transfers between holders"
              onChange={(event) => setName(event.target.value)}
            />
            {nameTouched && nameProblem ? (
              <p className="text-xs text-destructive">{nameProblem}</p>
            ) : null}
          </div>
          <div className="space-y-1">
            <label htmlFor={`${id}-description`} className="text-xs font-medium">
              Description
            </label>
            <Input
              id={`${id}-description`}
              value={description}
              maxLength={2000}
              placeholder="What this scenario proves"
              onChange={(event) => setDescription(event.target.value)}
            />
          </div>
        </div>

        {jsonText !== null ? (
          <div className="space-y-2">
            <label htmlFor={`${id}-json`} className="text-xs font-medium">
              Scenario JSON (the format <code>sol2cosmwasm convert --scenario</code> reads)
            </label>
            <textarea
              id={`${id}-json`}
              className="h-[28rem] w-full rounded-md border border-input bg-background p-3 font-mono text-xs"
              spellCheck={false}
              value={jsonText}
              onChange={(event) => setJsonText(event.target.value)}
            />
            {jsonProblem ? (
              <pre className="whitespace-pre-wrap text-xs text-destructive">{jsonProblem}</pre>
            ) : null}
            <Button type="button" size="sm" onClick={applyJson}>
              Apply JSON
            </Button>
          </div>
        ) : (
          <>
            <section className="space-y-2" aria-label="Actors">
              <h3 className="text-sm font-semibold">Actors</h3>
              <p className="text-xs text-muted-foreground">
                Funded accounts (1000 ether each on the EVM, the same in the native denom on
                CosmWasm), referenced as <code>@name</code>.
              </p>
              <div className="flex flex-wrap items-center gap-2">
                {draft.actors.map((actor) => (
                  <Badge key={actor} variant="secondary" className="gap-1 font-mono">
                    @{actor}
                    <button
                      type="button"
                      className="cursor-pointer rounded-full hover:text-destructive"
                      aria-label={`Remove actor ${actor}`}
                      onClick={() => removeActor(actor)}
                    >
                      <X className="size-3" />
                    </button>
                  </Badge>
                ))}
                <form
                  className="flex gap-1"
                  onSubmit={(event) => {
                    event.preventDefault();
                    addActor();
                  }}
                >
                  <Input
                    aria-label="New actor name"
                    className="h-8 w-32 text-xs"
                    placeholder="dave"
                    value={newActor}
                    onChange={(event) => setNewActor(event.target.value)}
                  />
                  <Button type="submit" variant="outline" size="sm" disabled={!newActor.trim()}>
                    <UserPlus /> Add
                  </Button>
                </form>
              </div>
            </section>

            <section className="space-y-2 rounded-lg border p-3" aria-label="Deploy">
              <div className="flex flex-wrap items-end gap-3">
                <div className="space-y-1">
                  <label htmlFor={`${id}-contract`} className="text-xs font-medium">
                    Deploy contract
                  </label>
                  <select
                    id={`${id}-contract`}
                    className={selectClass}
                    value={draft.contract}
                    onChange={(event) => {
                      const next = iface.contracts.find((c) => c.name === event.target.value);
                      const inputs = next?.abi.find((e) => e.type === "constructor")?.inputs ?? [];
                      setDraft((d) => ({
                        ...d,
                        contract: event.target.value,
                        deploy: { ...d.deploy, args: inputs.map((p) => defaultValue(p, d.actors)) },
                      }));
                    }}
                  >
                    {iface.contracts
                      .filter((c) => c.deployable)
                      .map((c) => (
                        <option key={c.name} value={c.name}>
                          {c.name}
                        </option>
                      ))}
                  </select>
                </div>
                <div className="space-y-1">
                  <label htmlFor={`${id}-deployer`} className="text-xs font-medium">
                    Deployed by
                  </label>
                  <select
                    id={`${id}-deployer`}
                    className={selectClass}
                    value={draft.deploy.from}
                    onChange={(event) =>
                      setDraft((d) => ({ ...d, deploy: { ...d.deploy, from: event.target.value } }))
                    }
                  >
                    {draft.actors.map((actor) => (
                      <option key={actor} value={actor}>
                        {actor}
                      </option>
                    ))}
                  </select>
                </div>
                {ctor?.stateMutability === "payable" || draft.deploy.value !== "0" ? (
                  <div className="space-y-1">
                    <label htmlFor={`${id}-deploy-value`} className="text-xs font-medium">
                      Attached value
                    </label>
                    <Input
                      id={`${id}-deploy-value`}
                      inputMode="numeric"
                      className="h-9 w-40 font-mono text-xs"
                      value={draft.deploy.value}
                      onChange={(event) =>
                        setDraft((d) => ({
                          ...d,
                          deploy: {
                            ...d.deploy,
                            value: event.target.value.replace(/\D/g, "") || "0",
                          },
                        }))
                      }
                    />
                  </div>
                ) : null}
              </div>
              {(ctor?.inputs ?? []).length > 0 ? (
                <div className="grid gap-3 sm:grid-cols-2">
                  {(ctor?.inputs ?? []).map((param, i) => (
                    <AbiValueInput
                      // biome-ignore lint/suspicious/noArrayIndexKey: a parameter is its position in the signature
                      key={`${draft.contract}:${param.name}:${i}`}
                      param={param}
                      label={param.name || `argument ${i + 1}`}
                      value={draft.deploy.args[i] ?? ""}
                      refs={refsBefore(draft, 0).filter((ref) => ref !== "contract")}
                      problem={deployIssues.find((issue) => issue.path[2] === i)?.message}
                      onChange={(value) => {
                        const args = [...draft.deploy.args];
                        args[i] = value;
                        setDraft((d) => ({ ...d, deploy: { ...d.deploy, args } }));
                      }}
                    />
                  ))}
                </div>
              ) : (
                <p className="text-xs text-muted-foreground">The constructor takes no arguments.</p>
              )}
              {deployIssues
                .filter((issue) => issue.argument === undefined)
                .map((issue) => (
                  <p key={issue.message} className="text-xs text-destructive">
                    {issue.message}
                  </p>
                ))}
            </section>

            <section className="space-y-2" aria-label="Steps">
              <h3 className="text-sm font-semibold">Steps</h3>
              {draft.steps.length === 0 ? (
                <p className="text-sm text-muted-foreground">
                  No steps yet. Add a call to one of {draft.contract}'s functions.
                </p>
              ) : null}
              <ol className="space-y-3">
                {draft.steps.map((step, index) => (
                  <StepCard
                    // biome-ignore lint/suspicious/noArrayIndexKey: steps have no identity of their own; position is what the user edits
                    key={index}
                    scenario={draft}
                    index={index}
                    iface={iface}
                    issues={validation.issues}
                    onChange={(next) => updateStep(index, next)}
                    onRemove={() => setSteps(draft.steps.filter((_, i) => i !== index))}
                    onMove={(delta) => setSteps(moveStep(draft.steps, index, index + delta))}
                    onDuplicate={() =>
                      setSteps([
                        ...draft.steps.slice(0, index + 1),
                        structuredClone(step),
                        ...draft.steps.slice(index + 1),
                      ])
                    }
                  />
                ))}
              </ol>
              <div className="flex flex-wrap gap-2">
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  disabled={!firstEntry}
                  onClick={() => {
                    const last = draft.steps.at(-1);
                    const from = last && !isBalanceStep(last) ? last.from : draft.actors[0];
                    if (firstEntry)
                      setSteps([...draft.steps, newCallStep(firstEntry, from, draft.actors)]);
                  }}
                >
                  <Plus /> Add call
                </Button>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  onClick={() =>
                    setSteps([
                      ...draft.steps,
                      { balance: `@${draft.actors[0]}`, timeDelta: 0, expect: { ok: true } },
                    ])
                  }
                >
                  <Scale /> Add balance check
                </Button>
              </div>
            </section>
          </>
        )}

        <div aria-live="polite" className="space-y-1 text-sm">
          {errors.length === 0 && warnings.length === 0 ? (
            <p className="text-success">Matches {draft.contract}'s interface.</p>
          ) : null}
          {errors.length > 0 ? (
            <p className="text-destructive">
              {errors.length} problem{errors.length === 1 ? "" : "s"} to fix before saving.
            </p>
          ) : null}
          {general.map((issue) => (
            <p key={issue.message} className="text-xs text-destructive">
              {issue.message}
            </p>
          ))}
          {warnings.length > 0 ? (
            <p className="text-warning">
              {warnings.length} warning{warnings.length === 1 ? "" : "s"} (the scenario can still be
              saved).
            </p>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}
