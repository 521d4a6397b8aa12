import { DEFAULT_TESTING_SETTINGS, type TestingSettings } from "@contract-platform/api";
import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { SuiteSettingsEditor } from "./suite-settings-editor";

let latest: TestingSettings = DEFAULT_TESTING_SETTINGS;
function Harness() {
  const [value, setValue] = useState(DEFAULT_TESTING_SETTINGS);
  latest = value;
  return <SuiteSettingsEditor value={value} onChange={setValue} />;
}

describe("SuiteSettingsEditor", () => {
  it("switches automatic suites, sets fuzz runs and moves a gate from one status to the other", () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole("switch", { name: "Run Analyzer on each new version" }));
    expect(latest.auto.analyzer).toBe(true);
    fireEvent.change(screen.getByLabelText("runs"), { target: { value: "750" } });
    expect(latest.auto.fuzz.runs).toBe(750);

    // fuzzing gates deployment-ready by default; making it gate "tested" moves it
    fireEvent.click(screen.getByRole("checkbox", { name: "Differential fuzzing gates tested" }));
    expect(latest.gates.tested).toContain("fuzz");
    expect(latest.gates.deploymentReady).not.toContain("fuzz");
    fireEvent.click(screen.getByRole("checkbox", { name: "Scenarios gates tested" }));
    expect(latest.gates.tested).not.toContain("scenarios");
  });
});
