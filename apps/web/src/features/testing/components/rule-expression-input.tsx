import type { AbiEntry, RuleProblem } from "@contract-platform/api";
import { entrySignature, isReadOnly } from "@contract-platform/api";
import { useEffect, useId, useRef, useState } from "react";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/cn";
import { checkBusinessRule } from "../api/business-rules";

/** The problem drawn under the text it concerns: the expression, then ^^^ under its columns. */
function ProblemMarker({ text, problem }: { text: string; problem: RuleProblem }) {
  const start = Math.max(0, problem.column - 1);
  const width = Math.max(1, Math.min(text.length + 1, problem.endColumn - 1) - start);
  return (
    <pre className="overflow-x-auto rounded bg-destructive/5 p-2 font-mono text-xs leading-5">
      <span>{text}</span>
      {"\n"}
      <span className="text-destructive">{`${" ".repeat(start)}${"^".repeat(width)} ${problem.message}`}</span>
    </pre>
  );
}

/**
 * A rule's expression with the parser's verdict as it is typed (checked by the server against
 * the contract's views): the first problem is drawn under its columns. The contract's views are
 * offered as snippets.
 */
export function RuleExpressionInput({
  contractId,
  abi,
  value,
  onChange,
  onValidity,
  label = "Rule",
}: {
  contractId: string;
  abi: AbiEntry[];
  value: string;
  onChange: (value: string) => void;
  onValidity: (valid: boolean) => void;
  label?: string;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problems, setProblems] = useState<RuleProblem[] | null>(null);
  const [checking, setChecking] = useState(false);
  const validity = useRef(onValidity);
  validity.current = onValidity;

  useEffect(() => {
    if (value.trim() === "") {
      setProblems(null);
      validity.current(false);
      return;
    }
    let stale = false;
    setChecking(true);
    const timer = setTimeout(() => {
      checkBusinessRule(contractId, value)
        .then((found) => {
          if (stale) return;
          setProblems(found);
          validity.current(found.length === 0);
        })
        .catch((error: Error) => {
          if (stale) return;
          setProblems([{ message: error.message, column: 1, endColumn: value.length + 1 }]);
          validity.current(false);
        })
        .finally(() => {
          if (!stale) setChecking(false);
        });
    }, 300);
    return () => {
      stale = true;
      clearTimeout(timer);
    };
  }, [contractId, value]);

  const views = abi.filter((e) => e.type === "function" && isReadOnly(e));
  function insert(entry: AbiEntry) {
    const snippet = `${entry.name}(${(entry.inputs ?? []).map((p) => (p.type === "address" ? "@alice" : p.name || p.type)).join(", ")})`;
    const element = input.current;
    const at = element?.selectionStart ?? value.length;
    onChange(`${value.slice(0, at)}${snippet}${value.slice(element?.selectionEnd ?? at)}`);
    element?.focus();
  }

  const first = problems?.[0];
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="text-xs font-medium">
        {label}
      </label>
      <Input
        id={id}
        ref={input}
        value={value}
        spellCheck={false}
        placeholder="totalSupply() == balanceOf(@alice) + balanceOf(@bob)"
        className={cn("font-mono text-sm", first && "border-destructive")}
        aria-invalid={Boolean(first)}
        onChange={(event) => onChange(event.target.value.replace(/\n/g, " "))}
      />
      <div aria-live="polite" className="text-xs">
        {checking ? (
          <span className="text-muted-foreground">Checking…</span>
        ) : first ? (
          <ProblemMarker text={value} problem={first} />
        ) : problems ? (
          <span className="text-success">Valid: it will be checked after every step.</span>
        ) : null}
      </div>
      {views.length > 0 ? (
        <div className="flex flex-wrap items-center gap-1">
          <span className="text-xs text-muted-foreground">Views:</span>
          {views.map((entry) => (
            <button
              key={entrySignature(entry)}
              type="button"
              className="cursor-pointer rounded-full border px-2 py-0.5 font-mono text-xs hover:bg-accent"
              onClick={() => insert(entry)}
            >
              {entrySignature(entry)}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
