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
    <div>
      <div className="hidden grid-cols-[minmax(0,1fr)_12rem_8rem_11rem] gap-3 border-b py-2 text-xs font-medium text-muted-foreground sm:grid">
        <span>Suite</span>
        <span>Runs on each new version</span>
        <span className="text-center">Gates “tested”</span>
        <span className="text-center">Gates “deployment-ready”</span>
      </div>
      <ul>
        {testSuites.map((suite) => {
          const on = isOn(value, suite);
          return (
            <li
              key={suite}
              className="grid grid-cols-2 items-center gap-x-3 gap-y-2 border-b py-3 last:border-0 sm:grid-cols-[minmax(0,1fr)_12rem_8rem_11rem] sm:py-2"
            >
              <div className="col-span-2 sm:col-span-1">
                <div className="text-sm font-medium">{testSuiteLabels[suite]}</div>
                <div className="text-xs text-muted-foreground">{suiteHelp[suite]}</div>
              </div>
              <div className="col-span-2 flex flex-wrap items-center gap-2 sm:col-span-1">
                <Switch
                  checked={on}
                  disabled={disabled}
                  aria-label={`Run ${testSuiteLabels[suite]} on each new version`}
                  onCheckedChange={(checked) => onChange(setOn(value, suite, checked))}
                />
                <span className="text-xs text-muted-foreground sm:hidden">
                  runs on each new version
                </span>
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
              {(["tested", "deploymentReady"] as const).map((gate) => (
                <label key={gate} className="flex items-center gap-2 text-xs sm:justify-center">
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
                  <span className="sm:hidden">
                    gates “{gate === "tested" ? "tested" : "deployment-ready"}”
                  </span>
                </label>
              ))}
            </li>
          );
        })}
      </ul>
      <p className="mt-2 text-xs text-muted-foreground">
        A contract moves to “tested” when every “tested” gate is green for its current version, and
        to “deployment-ready” when the “deployment-ready” gates are green as well. A gated suite
        that does not run by itself needs a run started by hand.
      </p>
    </div>
  );
}
