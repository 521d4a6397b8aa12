import { describe, expect, it } from "vitest";
import { complexityLabel } from "./complexity-label";

describe("complexityLabel", () => {
  it("names Solidity functions by contract and Rust functions by module", () => {
    expect(complexityLabel("Bank", "withdraw")).toBe("Bank.withdraw");
    expect(complexityLabel("src/contract.rs", "execute_withdraw")).toBe("execute_withdraw");
    expect(complexityLabel("src/error.rs", "from")).toBe("error::from");
    expect(complexityLabel("contracts/pool/src/state.rs", "save")).toBe("state::save");
    expect(complexityLabel(null, "free")).toBe("free");
  });
});
