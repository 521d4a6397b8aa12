import { describe, expect, it } from "vitest";
import { analyzeCrate } from "../src/cosmwasm/analyze-crate.ts";
import { loadCrate } from "../src/cosmwasm/load-crate.ts";
import { analysisResultSchema } from "../src/result-schema.ts";

const fixture = (p: string) => new URL(`../fixtures/${p}`, import.meta.url).pathname;

describe("analyzeCrate", () => {
  it("returns schema-valid results with per-handler storage metrics", () => {
    const result = analyzeCrate(loadCrate(fixture("cw-state-not-saved/staking")), {
      name: "staking",
    });
    analysisResultSchema.parse(result);
    expect(result.target.files).toEqual(["Cargo.toml", "src/contract.rs", "src/lib.rs"]);
    const compound = result.metrics.perFunction.find((f) => f.name === "execute_compound");
    expect(compound).toMatchObject({
      storageReads: 1,
      storageWrites: 1,
      entryPoint: true,
      payable: false,
    });
    expect(result.metrics.stateVariables).toBe(2);
    expect(result.metrics.estimatedWasmBytes).toBeGreaterThan(140_000);
  });

  it("hints at storage access, stored struct size and messages in loops", () => {
    const files = [
      {
        path: "Cargo.toml",
        content: '[package]\nname = "x"\n\n[profile.release]\noverflow-checks = true\n',
      },
      {
        path: "src/contract.rs",
        content: `use cosmwasm_std::*;
pub struct Pool { pub members: Vec<Addr>, pub total: Uint128 }
pub const POOL: Item<Pool> = Item::new("pool");
pub const CONFIG: Item<Config> = Item::new("config");
pub fn execute_payout(deps: DepsMut, info: MessageInfo) -> StdResult<Response> {
    cw_utils::nonpayable(&info)?;
    let pool = POOL.load(deps.storage)?;
    let again = POOL.load(deps.storage)?;
    let mut res = Response::new();
    for m in pool.members {
        res = res.add_message(BankMsg::Send { to_address: m.to_string(), amount: vec![] });
    }
    Ok(res)
}
`,
      },
    ];
    const result = analyzeCrate(files);
    const hint = (id: string) => result.hints.find((h) => h.ruleId === id);
    expect(hint("cw-storage-access")?.message).toContain("POOL loaded more than once");
    expect(hint("cw-messages-in-loop")?.location.startLine).toBe(10);
    expect(hint("cw-stored-struct-size")?.location.startLine).toBe(2);
    expect(hint("cw-stored-struct-size")?.message).toContain("unbounded collection");
  });

  it("reports missing sources instead of throwing", () => {
    const result = analyzeCrate([{ path: "Cargo.toml", content: "not toml at all [[[" }]);
    expect(result.diagnostics.some((d) => d.level === "error" && d.source === "input")).toBe(true);
    analysisResultSchema.parse(result);
    const garbage = analyzeCrate([
      { path: "src/lib.rs", content: 'fn (((( "unterminated \n r#" /* ' },
    ]);
    analysisResultSchema.parse(garbage);
  });
});
