import type { ContractInterfaceResponse } from "@contract-platform/api";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ScenarioEditor } from "./scenario-editor";

const iface: ContractInterfaceResponse = {
  contractId: "c1",
  contractName: "Token",
  fileName: "Token.sol",
  mainContract: "Token",
  errors: [],
  contracts: [
    {
      name: "Token",
      deployable: true,
      abi: [
        { type: "constructor", inputs: [], stateMutability: "nonpayable" },
        {
          type: "function",
          name: "burn",
          inputs: [{ name: "amount", type: "uint8" }],
          outputs: [],
          stateMutability: "nonpayable",
        },
        {
          type: "function",
          name: "deposit",
          inputs: [],
          outputs: [],
          stateMutability: "payable",
        },
      ],
    },
  ],
};

function renderEditor() {
  const onSaved = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ScenarioEditor
        contractId="c1"
        iface={iface}
        record={null}
        onSaved={onSaved}
        onCancel={() => {}}
      />
    </QueryClientProvider>,
  );
  return onSaved;
}

afterEach(() => vi.unstubAllGlobals());

describe("ScenarioEditor", () => {
  it("checks typed arguments as they are entered and saves a valid scenario", async () => {
    const fetch = vi.fn(async (_url: string, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body));
      return Response.json(
        {
          scenario: {
            id: "s1",
            contractId: "c1",
            name: body.name,
            description: "",
            origin: "editor",
            scenario: body.scenario,
            stepCount: body.scenario.steps.length,
            recordedAt: null,
            createdAt: "2026-01-01T00:00:00.000Z",
            updatedAt: "2026-01-01T00:00:00.000Z",
          },
        },
        { status: 201 },
      );
    });
    vi.stubGlobal("fetch", fetch);
    const onSaved = renderEditor();
    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Burns" } });
    fireEvent.click(screen.getByRole("button", { name: "Add call" }));
    // state-changing functions come first: burn(uint8)
    const amount = screen.getByLabelText(/^amount/);
    fireEvent.change(amount, { target: { value: "300" } });
    expect(screen.getAllByText("300 is out of range for uint8").length).toBeGreaterThan(0);
    expect(screen.getByRole("button", { name: /^Save$/ }).hasAttribute("disabled")).toBe(true);

    fireEvent.change(amount, { target: { value: "255" } });
    expect(screen.getByText("Matches Token's interface.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: /^Save$/ }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe("/api/contracts/c1/scenarios");
    expect(JSON.parse(String(init?.body)).record).toBe(false);
    expect(JSON.parse(String(init?.body)).scenario.steps).toEqual([
      {
        from: "alice",
        call: "burn(uint8)",
        args: ["255"],
        value: "0",
        timeDelta: 0,
        expect: { ok: true },
      },
    ]);
  });

  it("shows the attached value only for payable functions and keeps time advances", () => {
    vi.stubGlobal("fetch", vi.fn());
    renderEditor();
    fireEvent.click(screen.getByRole("button", { name: "Add call" }));
    expect(screen.queryByLabelText(/Attached value/)).toBeNull();
    fireEvent.change(screen.getByLabelText(/^Function/), { target: { value: "deposit()" } });
    expect(screen.getByLabelText(/Attached value/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "+1 day" }));
    expect((screen.getByLabelText("Time advance (seconds)") as HTMLInputElement).value).toBe(
      "86400",
    );
  });
});
