import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ActivityCharts } from "./activity-charts";

const hourly = [
  { hour: "2026-11-25T10:00:00.000Z", total: 3, failed: 1, gasUsed: 0 },
  { hour: "2026-11-25T11:00:00.000Z", total: 1, failed: 0, gasUsed: 0 },
];

describe("ActivityCharts", () => {
  it("draws gas per hour for a chain that meters it", () => {
    render(<ActivityCharts hourly={hourly} />);
    expect(screen.getByRole("img", { name: "Gas used per hour, last 24 hours" })).toBeTruthy();
  });

  it("says gas is not metered on the local chain instead of drawing zeros", () => {
    render(<ActivityCharts hourly={hourly} gasMetered={false} />);
    expect(screen.queryByRole("img", { name: "Gas used per hour, last 24 hours" })).toBeNull();
    expect(screen.getByText("Gas is not metered on the local chain.")).toBeTruthy();
    expect(screen.getByRole("img", { name: "Transactions per hour, last 24 hours" })).toBeTruthy();
  });
});
