import {
  type ContractTestingSettings,
  type TestingSettings,
  testSuiteLabels,
  testSuites,
} from "@contract-platform/api";
import { FlaskConical, RotateCcw, Save, SlidersHorizontal } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { useSaveTestingSettings, useTestingSettings } from "../api/testing-settings";
import { SuiteSettingsEditor } from "./suite-settings-editor";

function summary(settings: TestingSettings): string {
  const auto = testSuites.filter((suite) =>
    suite === "fuzz" ? settings.auto.fuzz.enabled : settings.auto[suite],
  );
  if (auto.length === 0) return "nothing runs by itself";
  return auto
    .map((suite) =>
      suite === "fuzz"
        ? `fuzzing (${settings.auto.fuzz.runs} runs)`
        : testSuiteLabels[suite].toLowerCase(),
    )
    .join(", ");
}

function gatesText(suites: string[]): string {
  return suites.length === 0
    ? "no gate"
    : suites.map((suite) => testSuiteLabels[suite as keyof typeof testSuiteLabels]).join(", ");
}

function DefaultCard({ value }: { value: TestingSettings }) {
  const save = useSaveTestingSettings();
  const [draft, setDraft] = useState(value);
  const changed = JSON.stringify(draft) !== JSON.stringify(value);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Default for contracts</CardTitle>
        <CardDescription>
          Every contract without settings of its own follows these, new uploads included.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        <SuiteSettingsEditor value={draft} onChange={setDraft} disabled={save.isPending} />
        <div className="flex gap-2">
          <Button
            size="sm"
            disabled={!changed || save.isPending}
            onClick={() =>
              save.mutate(
                { contractId: null, settings: draft },
                {
                  onSuccess: () => toast.success("Default saved"),
                  onError: (error) =>
                    toast.error("Default not saved", { description: error.message }),
                },
              )
            }
          >
            <Save /> Save default
          </Button>
          {changed ? (
            <Button size="sm" variant="ghost" onClick={() => setDraft(value)}>
              Discard changes
            </Button>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}

function ContractRow({ item }: { item: ContractTestingSettings }) {
  const save = useSaveTestingSettings();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(item.settings);
  const persist = (settings: TestingSettings | null, message: string) =>
    save.mutate(
      { contractId: item.contractId, settings },
      {
        onSuccess: () => {
          toast.success(message, { description: item.contractName });
          setOpen(false);
        },
        onError: (error) => toast.error("Settings not saved", { description: error.message }),
      },
    );
  return (
    <li className="space-y-3 p-4" aria-label={`Testing settings of ${item.contractName}`}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <div className="min-w-0 flex-1 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <Link className="font-medium hover:underline" to={`/testing/${item.contractId}`}>
              {item.contractName}
            </Link>
            <Badge variant="secondary">{item.status}</Badge>
            <Badge variant={item.custom ? "default" : "outline"}>
              {item.custom ? "own settings" : "follows the default"}
            </Badge>
          </div>
          <p className="text-xs text-muted-foreground">
            On each new version: {summary(item.settings)}. “tested” needs{" "}
            {gatesText(item.settings.gates.tested)}; “deployment-ready” also{" "}
            {gatesText(item.settings.gates.deploymentReady)}.
          </p>
        </div>
        <div className="flex gap-1">
          <Button
            size="sm"
            variant="outline"
            onClick={() => {
              setDraft(item.settings);
              setOpen(!open);
            }}
          >
            <SlidersHorizontal /> {open ? "Close" : "Change"}
          </Button>
          {item.custom ? (
            <Button
              size="sm"
              variant="ghost"
              disabled={save.isPending}
              onClick={() => persist(null, "Follows the default again")}
            >
              <RotateCcw /> Use default
            </Button>
          ) : null}
        </div>
      </div>
      {open ? (
        <div className="space-y-3 rounded-lg border bg-muted/20 p-3">
          <SuiteSettingsEditor value={draft} onChange={setDraft} disabled={save.isPending} />
          <Button
            size="sm"
            disabled={save.isPending}
            onClick={() => persist(draft, "Settings saved")}
          >
            <Save /> Save for {item.contractName}
          </Button>
        </div>
      ) : null}
    </li>
  );
}

/** /toggle-testing: the default and each contract's automatic suites and status gates. */
export function ToggleTestingView() {
  const settings = useTestingSettings();
  if (settings.isPending) return <Skeleton className="h-72 w-full" />;
  if (settings.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {settings.error.message}
      </p>
    );
  }
  const { contracts } = settings.data;
  return (
    <div className="space-y-6">
      <DefaultCard key={JSON.stringify(settings.data.default)} value={settings.data.default} />
      <Card>
        <CardHeader>
          <CardTitle>Contracts</CardTitle>
          <CardDescription>
            Give a contract settings of its own, or let it follow the default.
          </CardDescription>
        </CardHeader>
        <CardContent className="p-0">
          {contracts.length === 0 ? (
            <EmptyState
              className="m-6"
              icon={FlaskConical}
              title="No Solidity contracts yet"
              description="Upload a Solidity contract; its conversions are tested as set here."
            />
          ) : (
            <ul className="divide-y">
              {contracts.map((item) => (
                <ContractRow
                  key={`${item.contractId}:${JSON.stringify(item.settings)}`}
                  item={item}
                />
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
