/**
 * Answers for the OpenAI-compatible stand-in, chosen by the question asked (finding explanation,
 * function pair, hypotheses) and pointing at lines of the code actually shown in the prompt.
 */

export const BANK_SOL = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

contract Bank {
    mapping(address => uint256) public balances;
    address public owner;

    constructor() {
        owner = msg.sender;
    }

    modifier onlyOwner() {
        require(msg.sender == owner, "owner");
        _;
    }

    function deposit() external payable {
        balances[msg.sender] += msg.value;
    }

    function withdraw(uint256 amount) external {
        require(balances[msg.sender] >= amount, "balance");
        (bool ok, ) = msg.sender.call{value: amount}("");
        require(ok, "send");
        balances[msg.sender] -= amount;
    }

    function setOwner(address next) external onlyOwner {
        owner = next;
    }
}
`;

export const FINDING_ANSWER = {
  explanation: "The ether is sent before the balance is lowered.",
  exploitScenario: "A contract re-enters withdraw from its receive function and drains the vault.",
  suggestedFix: "Lower the balance before the call (checks-effects-interactions).",
  verdict: "true-positive",
  confidence: 0.9,
};

function promptOf(body: Record<string, unknown>, role: string): string {
  const messages = (body.messages ?? []) as { role: string; content: unknown }[];
  const content = messages.find((m) => m.role === role)?.content;
  return typeof content === "string" ? content : JSON.stringify(content ?? "");
}

function functionAnswer(prompt: string) {
  const name = /^Solidity function: (\S+)/m.exec(prompt)?.[1] ?? "function";
  const solidity = /^Solidity \S+ lines (\d+)-(\d+):/m.exec(prompt);
  const rust =
    /^Rust (\S+) lines (\d+)-(\d+) \(handler/m.exec(prompt) ??
    /^Rust (\S+) lines (\d+)-(\d+) \(/m.exec(prompt);
  const solidityLine = Number(solidity?.[1] ?? 1);
  return {
    solidity: `${name} checks its inputs and updates the balances.`,
    rust: `The handler of ${name} does the same with checked arithmetic.`,
    differences: rust
      ? [
          {
            title: "Native transfer runs after the handler",
            severity: "medium",
            detail: "The BankMsg::Send is dispatched after the state is saved; check the order.",
            solidityLines: { startLine: solidityLine, endLine: solidityLine },
            rustLines: { file: rust[1], startLine: Number(rust[2]), endLine: Number(rust[2]) },
          },
        ]
      : [],
  };
}

/** The number of the first numbered code line containing `text`. */
function lineWith(prompt: string, text: string): number | null {
  const line = prompt.split("\n").find((l) => /^\s*\d+ \| /.test(l) && l.includes(text));
  return line ? Number(line.split("|")[0].trim()) : null;
}

function hypothesesAnswer(prompt: string) {
  const file = /^Solidity (\S+):$/m.exec(prompt)?.[1] ?? "Contract.sol";
  const call = lineWith(prompt, ".call{value");
  const owner = lineWith(prompt, "owner = next;");
  const hypotheses = [];
  if (call) {
    hypotheses.push({
      title: "Withdrawal can be re-entered",
      severity: "high",
      function: "withdraw(uint256)",
      file,
      startLine: call,
      endLine: call + 2,
      rationale: "The balance is lowered only after the external call returns.",
      detectorId: "reentrancy",
    });
  }
  if (owner) {
    hypotheses.push({
      title: "Ownership change emits no event",
      severity: "low",
      function: "setOwner(address)",
      file,
      startLine: owner,
      endLine: owner,
      rationale: "Off-chain monitors cannot notice that the owner changed.",
      detectorId: null,
    });
  }
  return { hypotheses };
}

export function standInAnswer(body: Record<string, unknown>): Record<string, unknown> {
  const system = promptOf(body, "system");
  const prompt = promptOf(body, "user");
  if (system.includes("converted to CosmWasm")) return functionAnswer(prompt);
  if (system.includes("Propose up to 10")) return hypothesesAnswer(prompt);
  return FINDING_ANSWER;
}
