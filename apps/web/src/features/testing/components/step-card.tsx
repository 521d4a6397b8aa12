import {
  type AbiEntry,
  type CallStep,
  type ContractInterfaceResponse,
  findCallEntry,
  isBalanceStep,
  isReadOnly,
  type Scenario,
  type ScenarioIssue,
  type Step,
} from "@contract-platform/api";
import { ArrowDown, ArrowUp, Copy, Trash2 } from "lucide-react";
import { useId } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/cn";
import {
  callableEntries,
  hasRecordedExpectations,
  issuesUnder,
  newCallStep,
  refsBefore,
  signatureOf,
  targetContractOf,
  targetsBefore,
} from "../scenario-draft";
import { AbiValueInput } from "./abi-value-input";
import { ExpectationSummary } from "./expectation-summary";
import { selectClass } from "./select-class";

const TIME_PRESETS: [string, number][] = [
  ["+1 h", 3600],
  ["+1 day", 86_400],
  ["+30 days", 2_592_000],
];

function kindOf(entry: AbiEntry | undefined): string {
  if (!entry) return "unknown";
  if (entry.type === "receive") return "receives value";
  if (isReadOnly(entry)) return "view";
  return entry.stateMutability === "payable" ? "payable" : "changes state";
}

/** One step of the editor: who calls what with which arguments, value, time and expectation. */
export function StepCard({
  scenario,
  index,
  iface,
  issues,
  onChange,
  onRemove,
  onMove,
  onDuplicate,
}: {
  scenario: Scenario;
  index: number;
  iface: ContractInterfaceResponse;
  issues: ScenarioIssue[];
  onChange: (step: Step) => void;
  onRemove: () => void;
  onMove: (delta: number) => void;
  onDuplicate: () => void;
}) {
  const id = useId();
  const step = scenario.steps[index];
  const refs = refsBefore(scenario, index);
  const mine = issuesUnder(issues, ["steps", index]);
  const stepLevel = mine.filter((issue) => issue.argument === undefined);
  const last = index === scenario.steps.length - 1;

  const header = (
    <div className="flex flex-wrap items-center gap-2">
      <Badge variant="secondary" className="font-mono">
        Step {index + 1}
      </Badge>
      <div className="ml-auto flex gap-1">
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="size-8"
          aria-label={`Move step ${index + 1} up`}
          disabled={index === 0}
          onClick={() => onMove(-1)}
        >
          <ArrowUp />
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="size-8"
          aria-label={`Move step ${index + 1} down`}
          disabled={last}
          onClick={() => onMove(1)}
        >
          <ArrowDown />
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="size-8"
          aria-label={`Duplicate step ${index + 1}`}
          onClick={onDuplicate}
        >
          <Copy />
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="size-8 text-destructive"
          aria-label={`Remove step ${index + 1}`}
          onClick={onRemove}
        >
          <Trash2 />
        </Button>
      </div>
    </div>
  );

  const timeField = (
    <div className="space-y-1">
      <label htmlFor={`${id}-time`} className="text-xs font-medium">
        Time advance (seconds)
      </label>
      <div className="flex flex-wrap gap-1">
        <Input
          id={`${id}-time`}
          inputMode="numeric"
          className="h-9 w-28 font-mono text-xs"
          value={String(step.timeDelta)}
          onChange={(event) => {
            const n = Number(event.target.value.replace(/\D/g, "") || "0");
            onChange({ ...step, timeDelta: n });
          }}
        />
        {TIME_PRESETS.map(([label, seconds]) => (
          <Button
            key={label}
            type="button"
            variant="outline"
            size="sm"
            className="h-9"
            onClick={() => onChange({ ...step, timeDelta: step.timeDelta + seconds })}
          >
            {label}
          </Button>
        ))}
      </div>
    </div>
  );

  const problems =
    stepLevel.length > 0 ? (
      <ul className="space-y-0.5 text-xs">
        {stepLevel.map((issue) => (
          <li
            key={`${issue.path.join(".")}:${issue.message}`}
            className={issue.severity === "error" ? "text-destructive" : "text-warning"}
          >
            {issue.message}
          </li>
        ))}
      </ul>
    ) : null;

  if (isBalanceStep(step)) {
    return (
      <li
        className="space-y-3 rounded-lg border bg-card p-3"
        aria-label={`Step ${index + 1}: balance of ${step.balance}`}
      >
        {header}
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="space-y-1">
            <label htmlFor={`${id}-balance`} className="text-xs font-medium">
              Native balance of
            </label>
            <select
              id={`${id}-balance`}
              className={selectClass}
              value={step.balance.slice(1)}
              onChange={(event) => onChange({ ...step, balance: `@${event.target.value}` })}
            >
              {refs
                .filter((ref) => ref !== "zero")
                .map((ref) => (
                  <option key={ref} value={ref}>
                    @{ref}
                  </option>
                ))}
            </select>
          </div>
          {timeField}
        </div>
        <ExpectationSummary
          step={step}
          onClear={() => onChange({ ...step, expect: { ok: true } })}
        />
        {problems}
      </li>
    );
  }

  const call: CallStep = step;
  const targetName = targetContractOf(scenario, index);
  const contract = iface.contracts.find((c) => c.name === targetName);
  const entries = contract ? callableEntries(contract.abi) : [];
  const entry = contract ? findCallEntry(contract.abi, step.call) : undefined;
  const targets = targetsBefore(scenario, index);
  const payable = entry?.type === "receive" || entry?.stateMutability === "payable";
  const inputs = entry?.type === "function" ? (entry.inputs ?? []) : [];
  const change = (patch: Partial<CallStep>) => onChange({ ...step, ...patch });

  function pickFunction(signature: string) {
    const next = entries.find((e) => signatureOf(e) === signature);
    if (!next) return;
    const fresh = newCallStep(next, call.from, scenario.actors);
    // keep who, where and when; arguments and expectations belong to the old function
    change({
      call: fresh.call,
      args: fresh.args,
      expect: { ok: true },
      value: "0",
      data: undefined,
    });
  }

  return (
    <li
      className="space-y-3 rounded-lg border bg-card p-3"
      aria-label={`Step ${index + 1}: ${step.from} calls ${step.call}`}
    >
      {header}
      <div className="grid gap-3 sm:grid-cols-[minmax(0,8rem)_minmax(0,10rem)_minmax(0,1fr)]">
        <div className="space-y-1">
          <label htmlFor={`${id}-from`} className="text-xs font-medium">
            Actor
          </label>
          <select
            id={`${id}-from`}
            className={selectClass}
            value={step.from}
            onChange={(event) => change({ from: event.target.value })}
          >
            {scenario.actors.map((actor) => (
              <option key={actor} value={actor}>
                {actor}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1">
          <label htmlFor={`${id}-to`} className="text-xs font-medium">
            Contract
          </label>
          <select
            id={`${id}-to`}
            className={selectClass}
            value={step.to?.slice(1) ?? "contract"}
            disabled={targets.length === 1}
            onChange={(event) =>
              change({
                to: event.target.value === "contract" ? undefined : `@${event.target.value}`,
              })
            }
          >
            {targets.map((target) => (
              <option key={target} value={target}>
                @{target}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1">
          <label htmlFor={`${id}-call`} className="flex items-center gap-2 text-xs font-medium">
            Function <Badge variant="outline">{kindOf(entry)}</Badge>
          </label>
          <select
            id={`${id}-call`}
            className={cn(selectClass, "font-mono text-xs")}
            value={entry ? signatureOf(entry) : step.call}
            aria-invalid={!entry}
            onChange={(event) => pickFunction(event.target.value)}
          >
            {entry ? null : <option value={step.call}>{step.call} (not in the contract)</option>}
            <optgroup label="Changes state">
              {entries
                .filter((e) => !isReadOnly(e))
                .map((e) => (
                  <option key={signatureOf(e)} value={signatureOf(e)}>
                    {signatureOf(e)}
                    {e.stateMutability === "payable" ? " — payable" : ""}
                  </option>
                ))}
            </optgroup>
            <optgroup label="Views">
              {entries.filter(isReadOnly).map((e) => (
                <option key={signatureOf(e)} value={signatureOf(e)}>
                  {signatureOf(e)}
                </option>
              ))}
            </optgroup>
          </select>
        </div>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        {inputs.map((param, i) => {
          const argumentIssue = mine.find((issue) => issue.argument === i);
          return (
            <AbiValueInput
              // biome-ignore lint/suspicious/noArrayIndexKey: a parameter is its position in the signature
              key={`${step.call}:${param.name}:${i}`}
              param={param}
              label={param.name || `argument ${i + 1}`}
              value={step.args[i] ?? ""}
              refs={refs}
              problem={argumentIssue?.message}
              onChange={(value) => {
                const args = [...step.args];
                args[i] = value;
                change({ args });
              }}
            />
          );
        })}
        {payable || step.value !== "0" ? (
          <div className="space-y-1">
            <label htmlFor={`${id}-value`} className="text-xs font-medium">
              Attached value (wei on the EVM, base units on CosmWasm)
            </label>
            <Input
              id={`${id}-value`}
              inputMode="numeric"
              className="h-9 font-mono text-xs"
              value={step.value}
              onChange={(event) => change({ value: event.target.value.replace(/\D/g, "") || "0" })}
            />
          </div>
        ) : null}
        {timeField}
      </div>
      {step.call === "fallback()" ? (
        <div className="space-y-1">
          <label htmlFor={`${id}-data`} className="text-xs font-medium">
            Call data (0x hex)
          </label>
          <Input
            id={`${id}-data`}
            className="h-9 font-mono text-xs"
            value={step.data ?? "0x"}
            onChange={(event) => change({ data: event.target.value })}
          />
        </div>
      ) : null}
      <ExpectationSummary
        step={step}
        onChange={(ok) => change({ expect: { ...step.expect, ok } })}
        onClear={hasRecordedExpectations(step) ? () => change({ expect: { ok: true } }) : undefined}
      />
      {problems}
    </li>
  );
}
