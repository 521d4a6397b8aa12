import type { TestingSettings } from "@contract-platform/api";

/** Gates name each suite once; 'deployment-ready' repeats none of the 'tested' gates. */
export function normaliseTestingSettings(settings: TestingSettings): TestingSettings {
  const tested = [...new Set(settings.gates.tested)];
  const deploymentReady = [...new Set(settings.gates.deploymentReady)].filter(
    (suite) => !tested.includes(suite),
  );
  return { ...settings, gates: { tested, deploymentReady } };
}
