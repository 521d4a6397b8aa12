import type { FunctionPairsResponse } from "@contract-platform/api";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FunctionsView } from "./functions-view";

const SOLIDITY = [
  "contract Bank {",
  "  mapping(address => uint256) balances;",
  "  function withdraw(uint256 amount) external {",
  '    (bool ok, ) = msg.sender.call{value: amount}("");',
  "    balances[msg.sender] -= amount;",
  "  }",
  "}",
].join("\n");
const RUST = [
  "pub fn execute(deps: DepsMut, msg: ExecuteMsg) -> Result<Response, ContractError> {",
  "    match msg {",
  "        ExecuteMsg::Withdraw { amount } => execute_withdraw(deps, amount),",
  "    }",
  "}",
  "",
  "pub fn execute_withdraw(deps: DepsMut, amount: Uint256) -> Result<Response, ContractError> {",
  "    BALANCES.save(deps.storage, &sender, &rest)?;",
  "    Ok(Response::new().add_message(BankMsg::Send { to_address, amount }))",
  "}",
].join("\n");
const sources = {
  solidity: { file: "Bank.sol", content: SOLIDITY },
  crate: [{ path: "src/contract.rs", content: RUST }],
};
const pair = {
  id: "withdraw(uint256)",
  name: "withdraw",
  kind: "execute" as const,
  message: "ExecuteMsg::Withdraw",
  solidity: { file: "Bank.sol", startLine: 3, endLine: 6 },
  rust: [
    {
      file: "src/contract.rs",
      startLine: 3,
      endLine: 3,
      role: "dispatch" as const,
      label: "ExecuteMsg::Withdraw",
    },
    {
      file: "src/contract.rs",
      startLine: 7,
      endLine: 10,
      role: "handler" as const,
      label: "fn execute_withdraw",
    },
  ],
};
const explanation = {
  solidity: "Sends the amount, then lowers the balance.",
  rust: "Lowers the balance, then sends the amount with a bank message.",
  differences: [
    {
      title: "Order of transfer and state write",
      severity: "medium" as const,
      detail: "Solidity calls before writing; Rust writes first. Check that this is intended.",
      solidityLines: { startLine: 4, endLine: 5 },
      rustLines: { file: "src/contract.rs", startLine: 8, endLine: 9 },
    },
  ],
};

function listing(ai: FunctionPairsResponse["ai"], withExplanation = false): FunctionPairsResponse {
  return {
    analysisId: "a1",
    message: null,
    ai,
    pairs: [
      {
        id: "constructor()",
        name: "constructor",
        kind: "instantiate",
        message: "InstantiateMsg",
        solidity: { file: "Bank.sol", startLine: 1, endLine: 1 },
        rust: [],
        explanation: null,
      },
      { ...pair, explanation: withExplanation ? explanation : null },
    ],
  };
}

function renderView() {
  return render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <FunctionsView contractId="c1" analysisId="a1" sources={sources} />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("FunctionsView", () => {
  it("shows the deterministic pairing and the not-configured note where explanations go", async () => {
    const message = "AI assistant not configured: set AI_BASE_URL, AI_MODEL and AI_API_KEY";
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json(listing({ configured: false, message }))),
    );
    renderView();
    fireEvent.click(await screen.findByRole("button", { name: /withdraw\(uint256\)/ }));
    const detail = screen.getByRole("region", { name: "AI explanation" });
    expect(within(detail).getByText(message)).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Explain this function with AI/ })).toBeNull();
    const solidity = screen.getByRole("figure", { name: "Code excerpt: Bank.sol" });
    expect(solidity.textContent).toContain("function withdraw(uint256 amount)");
    const rust = screen.getAllByRole("figure", { name: "Code excerpt: src/contract.rs" });
    expect(rust.map((f) => f.textContent).join("\n")).toContain("pub fn execute_withdraw(");
    expect(screen.getAllByText("ExecuteMsg::Withdraw").length).toBeGreaterThan(0);
  });

  it("asks for an explanation and highlights both sides of a clicked difference", async () => {
    const fetch = vi.fn(async (_url: string, init?: RequestInit) =>
      init?.method === "POST"
        ? Response.json({ pairId: pair.id, model: "test-model", cached: false, explanation })
        : Response.json(listing({ configured: true, message: null })),
    );
    vi.stubGlobal("fetch", fetch);
    const { container } = renderView();
    fireEvent.click(await screen.findByRole("button", { name: /withdraw\(uint256\)/ }));
    fireEvent.click(screen.getByRole("button", { name: /Explain this function with AI/ }));
    expect(await screen.findByText("Order of transfer and state write")).toBeTruthy();
    const post = fetch.mock.calls.find(([, init]) => init?.method === "POST");
    expect(String(post?.[0])).toBe("/api/contracts/c1/analysis/functions/explain");
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ pairId: "withdraw(uint256)" });
    expect(container.querySelectorAll("[data-highlighted]")).toHaveLength(0);

    fireEvent.click(screen.getByRole("button", { name: "src/contract.rs:8-9" }));
    const solidity = screen.getByRole("figure", { name: "Code excerpt: Bank.sol" });
    const marked = [...solidity.querySelectorAll("[data-highlighted]")].map((l) => l.textContent);
    expect(marked).toHaveLength(2);
    expect(marked[0]).toContain("msg.sender.call{value: amount}");
    const rust = screen
      .getAllByRole("figure", { name: "Code excerpt: src/contract.rs" })
      .flatMap((f) => [...f.querySelectorAll("[data-highlighted]")].map((l) => l.textContent));
    expect(rust).toHaveLength(2);
    expect(rust[0]).toContain("BALANCES.save");
    expect(screen.getByRole("button", { name: "Bank.sol:4-5" }).getAttribute("aria-pressed")).toBe(
      "true",
    );
  });

  it("says why there is nothing to pair", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        Response.json({
          analysisId: "a1",
          message: "Convert the contract to compare its functions with the Rust",
          pairs: [],
          ai: { configured: true, message: null },
        }),
      ),
    );
    renderView();
    expect(
      await screen.findByText("Convert the contract to compare its functions with the Rust"),
    ).toBeTruthy();
  });
});
