import { describe, expect, it } from "vitest";
import { findCrateEntryPoints } from "./find-crate-entry-points.ts";

describe("findCrateEntryPoints", () => {
  it("finds entry points, messages and reply requests, ignoring comments, bins and tests", () => {
    const contract = `use cosmwasm_std::entry_point;
#[cfg_attr(not(feature = "library"), entry_point)]
pub fn instantiate(deps: DepsMut, env: Env, info: MessageInfo, msg: InstantiateMsg) -> Result<Response, ContractError> { todo!() }
#[entry_point]
pub fn execute() {}
// #[entry_point]
// pub fn sudo() {}
/* #[entry_point] pub fn migrate() {} */
#[cfg_attr(not(feature = "library"), entry_point)]
pub fn reply(deps: DepsMut, env: Env, msg: Reply) -> StdResult<Response> { Ok(Response::new().add_submessage(SubMsg::reply_on_success(m, 1))) }`;
    const msg =
      "#[cw_serde]\npub struct InstantiateMsg {}\n#[cw_serde]\npub enum ExecuteMsg {}\npub enum QueryMsg {}\npub struct MigrateMsg {}\n";
    const result = findCrateEntryPoints([
      { path: "src/contract.rs", content: contract },
      { path: "src/msg.rs", content: msg },
      { path: "src/bin/schema.rs", content: "#[entry_point]\nfn query() {}\nstruct SudoMsg;" },
    ]);
    expect(result).toEqual({
      entryPoints: ["execute", "instantiate", "reply"],
      messages: ["ExecuteMsg", "InstantiateMsg", "MigrateMsg", "QueryMsg"],
      requestsReplies: true,
    });
  });
});
