import type { AnalysisFinding } from "@contract-platform/api";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FindingDetail } from "./finding-detail";

const SOURCE = [
  "contract Owned {",
  "  address owner;",
  "  function f() external {",
  "    require(tx.origin == owner);",
  "  }",
  "}",
].join("\n");

const finding: AnalysisFinding = {
  id: "tx-origin-auth-1",
  ruleId: "tx-origin-auth",
  title: "Authorisation through tx.origin",
  language: "solidity",
  category: "security",
  severity: "high",
  confidence: "high",
  message: "Access is decided by comparing tx.origin.",
  description: "tx.origin is the transaction's signer.",
  recommendation: "Use msg.sender.",
  location: { file: "Owned.sol", startLine: 4, startColumn: 5, endLine: 4, endColumn: 30 },
  related: [],
};

function renderDetail(ai: { configured: boolean; message: string | null }) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <FindingDetail
        contractId="c1"
        finding={finding}
        sources={{ solidity: { file: "Owned.sol", content: SOURCE }, crate: [] }}
        ai={ai}
      />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("FindingDetail", () => {
  it("highlights the finding's line in the excerpt and says when AI is not configured", () => {
    const message = "AI assistant not configured: set AI_BASE_URL, AI_MODEL and AI_API_KEY";
    const { container } = renderDetail({ configured: false, message });
    const highlighted = container.querySelectorAll("[data-highlighted]");
    expect(highlighted).toHaveLength(1);
    expect(highlighted[0].textContent).toContain("require(tx.origin == owner);");
    expect(screen.getByText(message)).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Explain with AI/ })).toBeNull();
  });

  it("shows the AI triage verdict beside the finding without removing it", async () => {
    const fetch = vi.fn(async (_url: string) =>
      Response.json({
        findingId: finding.id,
        model: "test-model",
        cached: false,
        explanation: {
          explanation: "The signer is not the caller.",
          exploitScenario: "A phishing contract calls f.",
          suggestedFix: "require(msg.sender == owner);",
          verdict: "false-positive",
          confidence: 0.4,
        },
      }),
    );
    vi.stubGlobal("fetch", fetch);
    renderDetail({ configured: true, message: null });
    fireEvent.click(screen.getByRole("button", { name: /Explain with AI/ }));
    expect(await screen.findByText(/AI triage: Likely false positive \(40%\)/)).toBeTruthy();
    expect(screen.getByText("A phishing contract calls f.")).toBeTruthy();
    expect(screen.getByText("Authorisation through tx.origin")).toBeTruthy();
    expect(String(fetch.mock.calls[0][0])).toBe(
      "/api/contracts/c1/analysis/findings/tx-origin-auth-1/explain",
    );
  });
});
