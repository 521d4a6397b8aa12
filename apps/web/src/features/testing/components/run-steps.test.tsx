import type { TestRunStep } from "@contract-platform/api";
import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { RunSteps } from "./run-steps";

const step = (overrides: Partial<TestRunStep>): TestRunStep => ({
  scenario: "Token",
  scenarioId: null,
  kind: "step",
  index: 0,
  label: "#0 bob lastMint()",
  evm: { ok: true, returns: ["1700000060"], events: [] },
  cosmwasm: { ok: true, returns: ["1700000061"], events: [] },
  equal: true,
  diff: null,
  expectation: { ok: true, message: "ok" },
  source: null,
  ...overrides,
});

describe("RunSteps", () => {
  it('shows an equal step\'s values marked "*" as not comparable, and a difference as one', () => {
    render(
      <MemoryRouter>
        <RunSteps
          contractId="c1"
          cosmwasmMissing="did not run"
          steps={[
            step({
              notComparable: {
                values: [{ where: "returns[0]", evm: "1700000060", cosmwasm: "1700000061" }],
                warnings: ["W1 block time is the chain's (line 11)"],
              },
            }),
            step({ index: 1, label: "#1 bob totalSupply()", equal: true }),
            step({
              index: 2,
              label: "#2 bob deposit()",
              equal: false,
              diff: 'revert: EVM "a", CosmWasm "b"',
            }),
          ]}
        />
      </MemoryRouter>,
    );
    const partly = screen.getByRole("listitem", {
      name: "#0 bob lastMint(): equal, some values not comparable",
    });
    expect(within(partly).getByText("equal")).toBeTruthy();
    expect(within(partly).getByText("not comparable")).toBeTruthy();
    expect(partly.textContent).toContain('returns[0] — EVM "1700000060", CosmWasm "1700000061"');
    expect(partly.textContent).toContain("The converter warned: W1 block time is the chain's");
    expect(partly.textContent).not.toContain("First difference");

    const equal = screen.getByRole("listitem", { name: "#1 bob totalSupply(): equal" });
    expect(within(equal).queryByText("not comparable")).toBeNull();
    expect(equal.textContent).not.toContain("Not comparable");

    const differs = screen.getByRole("listitem", { name: "#2 bob deposit(): differs" });
    expect(differs.textContent).toContain('First difference: revert: EVM "a", CosmWasm "b"');
  });
});
