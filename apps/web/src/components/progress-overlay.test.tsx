import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ProgressOverlay } from "./progress-overlay";

describe("ProgressOverlay", () => {
  it.each([
    ["upload", "Uploading Contract"],
    ["download", "Preparing Download"],
    ["analysis", "Analyzing Contract"],
    ["conversion", "Converting Contract"],
    ["default", "Processing"],
  ] as const)("titles %s as %s", (type, title) => {
    render(<ProgressOverlay open type={type} />);
    expect(screen.getByRole("dialog").textContent).toContain(title);
  });

  it("shows percent, steps and cancel", () => {
    const onCancel = vi.fn();
    render(
      <ProgressOverlay
        open
        type="conversion"
        progress={42.4}
        steps={[
          { label: "Parse", status: "done" },
          { label: "Convert", status: "current" },
          { label: "Build", status: "pending" },
        ]}
        onCancel={onCancel}
      />,
    );
    expect(screen.getByText("42% Complete")).toBeTruthy();
    expect(screen.getByText("Convert").closest("li")?.dataset.status).toBe("current");
    fireEvent.click(screen.getByText("Cancel Operation"));
    expect(onCancel).toHaveBeenCalled();
  });

  it("renders nothing when closed", () => {
    const { container } = render(<ProgressOverlay open={false} />);
    expect(container.innerHTML).toBe("");
  });
});
