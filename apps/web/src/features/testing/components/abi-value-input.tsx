import {
  type AbiParam,
  arrayInfo,
  checkAbiValue,
  integerInfo,
  type ScenarioValue,
} from "@contract-platform/api";
import { AtSign } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/cn";
import { selectClass } from "./select-class";

/** How a parameter type reads in a hint: `uint8 (0 … 255)`, `address (@actor, @contract, 0x…)`. */
export function typeHint(param: AbiParam): string {
  const int = integerInfo(param.type);
  if (int && !arrayInfo(param)) {
    return int.signed ? `${param.type}, signed decimal` : `${param.type}, decimal ≥ 0`;
  }
  if (param.type === "address") return "address: @actor, @contract or 0x…";
  if (param.type.startsWith("bytes") && !arrayInfo(param)) return `${param.type}: 0x hex`;
  if (param.type === "tuple" || arrayInfo(param)) return `${displayType(param)}: JSON array`;
  return param.type;
}

/** `(int8,bool)[2]` for tuples, the ABI type otherwise. */
export function displayType(param: AbiParam): string {
  if (!param.type.startsWith("tuple")) return param.type;
  return `(${(param.components ?? []).map(displayType).join(",")})${param.type.slice(5)}`;
}

const isComposite = (param: AbiParam) => param.type === "tuple" || arrayInfo(param) !== null;

/**
 * One typed argument: a true/false choice for bools, a text field with an @actor/@contract picker
 * for addresses, JSON for arrays and structs, plain text otherwise. The value is checked as the
 * runners will read it; the problem shows under the field (and from the scenario-wide check).
 */
export function AbiValueInput({
  param,
  value,
  refs,
  onChange,
  problem,
  label,
}: {
  param: AbiParam;
  value: ScenarioValue;
  refs: readonly string[];
  onChange: (value: ScenarioValue) => void;
  problem?: string;
  label?: string;
}) {
  const id = useId();
  const composite = isComposite(param);
  const [text, setText] = useState(() => (composite ? JSON.stringify(value) : String(value)));
  const [parseError, setParseError] = useState<string | null>(null);
  const current = composite ? JSON.stringify(value) : String(value);
  // follow outside changes (e.g. expectations recorded, a step reordered)
  useEffect(() => {
    setText((shown) => {
      if (!composite) return current;
      try {
        return JSON.stringify(JSON.parse(shown)) === current ? shown : current;
      } catch {
        return shown;
      }
    });
  }, [current, composite]);

  const local = checkAbiValue(param, value, { refs: new Set(refs) })[0];
  const message = parseError ?? (local ? local.message : problem);
  const name = label ?? (param.name || "value");

  function commit(next: string) {
    setText(next);
    if (!composite) {
      onChange(next);
      return;
    }
    try {
      onChange(JSON.parse(next) as ScenarioValue);
      setParseError(null);
    } catch {
      setParseError("not valid JSON");
    }
  }

  return (
    <div className="min-w-0 space-y-1">
      <label htmlFor={id} className="flex flex-wrap items-baseline gap-x-2 text-xs">
        <span className="font-medium">{name}</span>
        <span className="font-mono text-muted-foreground">{typeHint(param)}</span>
      </label>
      <div className="flex gap-1">
        {param.type === "bool" ? (
          <select
            id={id}
            className={selectClass}
            value={String(value === true || value === "true")}
            aria-invalid={Boolean(message)}
            onChange={(event) => onChange(event.target.value === "true")}
          >
            <option value="true">true</option>
            <option value="false">false</option>
          </select>
        ) : (
          <Input
            id={id}
            value={text}
            spellCheck={false}
            className={cn("h-9 font-mono text-xs", message && "border-destructive")}
            aria-invalid={Boolean(message)}
            aria-describedby={message ? `${id}-problem` : undefined}
            placeholder={composite ? "[ … ]" : undefined}
            onChange={(event) => commit(event.target.value)}
          />
        )}
        {param.type === "address" ? (
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button
                type="button"
                variant="outline"
                size="icon"
                className="size-9 shrink-0"
                aria-label={`Pick an address for ${name}`}
              >
                <AtSign />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              {refs.map((ref) => (
                <DropdownMenuItem key={ref} onSelect={() => commit(`@${ref}`)}>
                  <span className="font-mono">@{ref}</span>
                </DropdownMenuItem>
              ))}
            </DropdownMenuContent>
          </DropdownMenu>
        ) : null}
      </div>
      {message ? (
        <p id={`${id}-problem`} className="text-xs text-destructive">
          {message}
        </p>
      ) : null}
    </div>
  );
}
