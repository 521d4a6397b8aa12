import type { WorkflowResponse } from "@contract-platform/api";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PipelineView } from "./pipeline-view";

const steps = [
  { status: "uploaded", label: "Uploaded", state: "done" },
  { status: "converted", label: "Converted", state: "current" },
  { status: "deployment-ready", label: "Deployment ready", state: "pending" },
  { status: "test-deployed", label: "Test deployed", state: "pending" },
] as WorkflowResponse["steps"];

describe("PipelineView", () => {
  it("shows every step's whole label, wrapping instead of cutting it to 'Deploym…'", () => {
    render(<PipelineView steps={steps} />);
    const labels = screen.getAllByTestId("pipeline-step-label");
    expect(labels.map((label) => label.textContent)).toEqual([
      "1.Uploaded",
      "2.Converted",
      "3.Deployment ready",
      "4.Test deployed",
    ]);
    for (const label of labels) {
      expect(label.className).not.toMatch(/\b(truncate|text-ellipsis|line-clamp-\d)\b/);
    }
  });
});
