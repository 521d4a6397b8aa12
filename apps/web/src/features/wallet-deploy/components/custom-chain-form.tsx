import { type ChainConfig, customChainInputSchema } from "@contract-platform/api";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useAddCustomChain } from "../api/chains";

const fields = [
  { name: "name", label: "Name", placeholder: "My devnet" },
  { name: "chainId", label: "Chain id", placeholder: "mydevnet-1" },
  { name: "rpc", label: "RPC endpoint", placeholder: "https://rpc.example.com" },
  { name: "rest", label: "REST endpoint (optional)", placeholder: "https://api.example.com" },
  { name: "denom", label: "Fee denom", placeholder: "ustake" },
  { name: "gasPrice", label: "Gas price", placeholder: "0.025" },
  { name: "bech32Prefix", label: "Address prefix", placeholder: "wasm" },
  { name: "decimals", label: "Decimals", placeholder: "6" },
] as const;

type FieldName = (typeof fields)[number]["name"];

/** Adds a chain of the user's own: validated here with the server's schema, then saved. */
export function CustomChainForm({
  onAdded,
  onCancel,
}: {
  onAdded: (chain: ChainConfig) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const add = useAddCustomChain();
  const [values, setValues] = useState<Record<FieldName, string>>({
    name: "",
    chainId: "",
    rpc: "",
    rest: "",
    denom: "",
    gasPrice: "",
    bech32Prefix: "",
    decimals: "6",
  });
  const [network, setNetwork] = useState<"testnet" | "mainnet">("testnet");
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = customChainInputSchema.safeParse({
      ...values,
      rest: values.rest.trim() ? values.rest : null,
      gasPrice: values.gasPrice.trim() === "" ? Number.NaN : Number(values.gasPrice),
      decimals: Number(values.decimals),
      network,
    });
    if (!parsed.success) {
      const next: Partial<Record<FieldName, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as FieldName;
        next[field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    add.mutate(parsed.data, { onSuccess: onAdded });
  };

  return (
    <form
      onSubmit={submit}
      className="space-y-4 rounded-lg border bg-muted/30 p-4"
      aria-label="Add a custom chain"
      noValidate
    >
      <div className="grid gap-3 sm:grid-cols-2">
        {fields.map((field) => (
          <div key={field.name} className="space-y-1.5">
            <Label htmlFor={`${id}-${field.name}`}>{field.label}</Label>
            <Input
              id={`${id}-${field.name}`}
              value={values[field.name]}
              placeholder={field.placeholder}
              aria-invalid={errors[field.name] ? true : undefined}
              aria-describedby={errors[field.name] ? `${id}-${field.name}-error` : undefined}
              onChange={(event) => setValues({ ...values, [field.name]: event.target.value })}
            />
            {errors[field.name] ? (
              <p id={`${id}-${field.name}-error`} className="text-xs text-destructive">
                {errors[field.name]}
              </p>
            ) : null}
          </div>
        ))}
      </div>
      <fieldset className="flex flex-wrap items-center gap-4 text-sm">
        <legend className="sr-only">Network</legend>
        {(["testnet", "mainnet"] as const).map((value) => (
          <label key={value} className="flex items-center gap-2">
            <input
              type="radio"
              name={`${id}-network`}
              checked={network === value}
              onChange={() => setNetwork(value)}
            />
            {value === "testnet" ? "Testnet" : "Mainnet (real funds)"}
          </label>
        ))}
      </fieldset>
      {add.error ? <p className="text-sm text-destructive">{add.error.message}</p> : null}
      <div className="flex gap-2">
        <Button type="submit" disabled={add.isPending}>
          Add chain
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
