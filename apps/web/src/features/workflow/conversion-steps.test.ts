import { describe, expect, it } from "vitest";
import { conversionSteps } from "./conversion-steps";

describe("conversionSteps", () => {
  it("marks the stages before the progress done and the stage it is in current", () => {
    expect(conversionSteps(0, false).map((step) => step.status)).toEqual([
      "current",
      "pending",
      "pending",
      "pending",
      "pending",
    ]);
    expect(conversionSteps(45, false).map((step) => step.status)).toEqual([
      "done",
      "done",
      "current",
      "pending",
      "pending",
    ]);
    expect(conversionSteps(100, true).every((step) => step.status === "done")).toBe(true);
  });
});
