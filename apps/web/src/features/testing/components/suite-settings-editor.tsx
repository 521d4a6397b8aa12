import {
  FUZZ_RUNS_MAX,
  type TestingSettings,
  type TestSuite,
  testSuiteLabels,
  testSuites,
} from "@contract-platform/api";
import { useId } from "react";
import { Input } from "@/components/ui/input";
import { Switch } from "@/components/ui/switch";

const suiteHelp: Record<TestSuite, string> = {
  scenarios: "every scenario on the EVM and on the conversion, step by step",
  fuzz: "seeded random call sequences on both sides",
  rules: "the contract's business rules after every step, on both sides",
  analyzer: "no high-severity finding in the converted crate",
};

function isOn(settings: TestingSettings, suite: TestSuite): boolean {
  return suite === "fuzz" ? settings.auto.fuzz.enabled : settings.auto[suite];
}

function setOn(settings: TestingSettings, suite: TestSuite, on: boolean): TestingSettings {
  const auto =
    suite === "fuzz"
      ? { ...settings.auto, fuzz: { ...settings.auto.fuzz, enabled: on } }
      : { ...settings.auto, [suite]: on };
  return { ...settings, auto };
}

function toggleGate(
  settings: TestingSettings,
  gate: keyof TestingSettings["gates"],
  suite: TestSuite,
  on: boolean,
): TestingSettings {
  const other = gate === "tested" ? "deploymentReady" : "tested";
  const list = settings.gates[gate].filter((s) => s !== suite);
  return {
    ...settings,
    gates: {
      ...settings.gates,
      [gate]: on ? [...list, suite] : list,
      // a suite gates one status: 'deployment-ready' already needs every 'tested' gate
      [other]: on ? settings.gates[other].filter((s) => s !== suite) : settings.gates[other],
    } as TestingSettings["gates"],
  };
}

/**
 * One set of toggles: per suite, whether it runs by itself on each new crate version (fuzzing
 * with its number of runs) and whether it must be green for 'tested' or for 'deployment-ready'.
 */
export function SuiteSettingsEditor({
  value,
  onChange,
  disabled,
}: {
  value: TestingSettings;
  onChange: (next: TestingSettings) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[34rem] text-sm">
        <thead>
          <tr className="border-b text-left text-xs text-muted-foreground">
            <th className="py-2 pr-3 font-medium">Suite</th>
            <th className="px-3 py-2 font-medium">Runs on each new version</th>
            <th className="px-3 py-2 text-center font-medium">Gates “tested”</th>
            <th className="px-3 py-2 text-center font-medium">Gates “deployment-ready”</th>
          </tr>
        </thead>
        <tbody>
          {testSuites.map((suite) => {
            const on = isOn(value, suite);
            return (
              <tr key={suite} className="border-b last:border-0">
                <td className="py-2 pr-3">
                  <div className="font-medium">{testSuiteLabels[suite]}</div>
                  <div className="text-xs text-muted-foreground">{suiteHelp[suite]}</div>
                </td>
                <td className="px-3 py-2">
                  <div className="flex flex-wrap items-center gap-2">
                    <Switch
                      checked={on}
                      disabled={disabled}
                      aria-label={`Run ${testSuiteLabels[suite]} on each new version`}
                      onCheckedChange={(checked) => onChange(setOn(value, suite, checked))}
                    />
                    {suite === "fuzz" ? (
                      <label className="flex items-center gap-1 text-xs" htmlFor={`${id}-runs`}>
                        <Input
                          id={`${id}-runs`}
                          inputMode="numeric"
                          className="h-8 w-20 text-xs"
                          disabled={disabled}
                          value={String(value.auto.fuzz.runs)}
                          onChange={(event) => {
                            const n = Number(event.target.value.replace(/\D/g, "") || "1");
                            onChange({
                              ...value,
                              auto: {
                                ...value.auto,
                                fuzz: {
                                  ...value.auto.fuzz,
                                  runs: Math.min(FUZZ_RUNS_MAX, Math.max(1, n)),
                                },
                              },
                            });
                          }}
                        />
                        runs
                      </label>
                    ) : null}
                  </div>
                </td>
                {(["tested", "deploymentReady"] as const).map((gate) => (
                  <td key={gate} className="px-3 py-2 text-center">
                    <input
                      type="checkbox"
                      className="size-4 cursor-pointer accent-primary"
                      disabled={disabled}
                      aria-label={`${testSuiteLabels[suite]} gates ${gate === "tested" ? "tested" : "deployment-ready"}`}
                      checked={value.gates[gate].includes(suite)}
                      onChange={(event) =>
                        onChange(toggleGate(value, gate, suite, event.target.checked))
                      }
                    />
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="mt-2 text-xs text-muted-foreground">
        A contract moves to “tested” when every “tested” gate is green for its current version, and
        to “deployment-ready” when the “deployment-ready” gates are green as well. A gated suite
        that does not run by itself needs a run started by hand.
      </p>
    </div>
  );
}
