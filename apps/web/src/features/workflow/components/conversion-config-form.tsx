import { contractConfigSchema } from "@contract-platform/api";
import { Save } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { useContractConfig, useUpdateContractConfig } from "@/features/contracts/api";

const selectClass =
  "h-9 w-full rounded-md border border-input bg-background px-3 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring/60";

/** Configuration loader (spec §4): the options the next conversion runs with, saved per contract. */
export function ConversionConfigForm({ contractId }: { contractId: string }) {
  const id = useId();
  const config = useContractConfig(contractId);
  const update = useUpdateContractConfig(contractId);
  const [contract, setContract] = useState("");
  const [crateName, setCrateName] = useState("");
  const [denom, setDenom] = useState("uatom");
  const [errors, setErrors] = useState<Record<string, string>>({});

  useEffect(() => {
    if (!config.data) return;
    setContract(config.data.config.contract ?? "");
    setCrateName(config.data.config.crateName ?? "");
    setDenom(config.data.config.denom);
  }, [config.data]);

  if (config.isPending) return <Skeleton className="h-48 w-full" />;
  if (config.isError)
    return <p className="text-sm text-destructive">Could not load the configuration.</p>;

  function save() {
    const parsed = contractConfigSchema.safeParse({
      contract: contract || null,
      crateName: crateName.trim() || null,
      denom: denom.trim(),
      targetVersions: { cosmwasmStd: "2.2" },
    });
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(
          parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]),
        ),
      );
      return;
    }
    setErrors({});
    update.mutate(parsed.data, {
      onSuccess: () =>
        toast.success("Configuration saved", {
          description: "The next conversion uses these options.",
        }),
      onError: (error) => toast.error("Configuration not saved", { description: error.message }),
    });
  }

  const declared = config.data.contracts;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Conversion options</CardTitle>
        <CardDescription>
          Saved with the contract and used each time it is converted.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          className="grid gap-4 sm:grid-cols-2"
          onSubmit={(event) => {
            event.preventDefault();
            save();
          }}
        >
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-contract`}>Contract in the file</Label>
            <select
              id={`${id}-contract`}
              className={selectClass}
              value={contract}
              onChange={(event) => setContract(event.target.value)}
              disabled={!config.data.canConvert}
            >
              <option value="">Last deployable contract</option>
              {declared.map((item) => (
                <option key={item.name} value={item.name} disabled={!item.deployable}>
                  {item.name} ({item.kind})
                </option>
              ))}
            </select>
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-crate`}>Crate name</Label>
            <Input
              id={`${id}-crate`}
              placeholder="from the contract name"
              value={crateName}
              onChange={(event) => setCrateName(event.target.value)}
              aria-invalid={Boolean(errors.crateName)}
            />
            {errors.crateName ? (
              <p className="text-xs text-destructive">{errors.crateName}</p>
            ) : null}
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-denom`}>Native denom</Label>
            <Input
              id={`${id}-denom`}
              value={denom}
              onChange={(event) => setDenom(event.target.value)}
              aria-invalid={Boolean(errors.denom)}
            />
            {errors.denom ? <p className="text-xs text-destructive">{errors.denom}</p> : null}
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-std`}>Target cosmwasm-std</Label>
            <select id={`${id}-std`} className={selectClass} value="2.2" disabled>
              <option value="2.2">2.2</option>
            </select>
          </div>
          <div className="sm:col-span-2 flex justify-end">
            <Button type="submit" variant="outline" disabled={update.isPending}>
              <Save /> Save options
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
