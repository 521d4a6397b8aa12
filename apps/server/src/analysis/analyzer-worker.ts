import { analyzeSources } from "./analyze-sources.ts";

// What runAnalyzer's worker processes load: the analysis, and a warm-up each runs when it starts.
export { analyzeSources };

const WARM_UP_SOLIDITY = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

contract WarmUp {
    address public owner = msg.sender;
    mapping(address => uint256) public balances;

    function withdraw(uint256 amount) external {
        require(balances[msg.sender] >= amount, "too much");
        balances[msg.sender] -= amount;
        payable(msg.sender).transfer(amount);
    }
}
`;

const WARM_UP_CRATE = `use cosmwasm_std::{entry_point, DepsMut, Env, MessageInfo, Response, StdResult};

#[entry_point]
pub fn execute(deps: DepsMut, _env: Env, info: MessageInfo, amount: u128) -> StdResult<Response> {
    let balance: u128 = deps.storage.get(info.sender.as_bytes()).map_or(0, |b| b[0] as u128);
    if balance < amount {
        return Err(cosmwasm_std::StdError::generic_err("too much"));
    }
    Ok(Response::new().add_attribute("action", "withdraw"))
}
`;

/**
 * Analyses a small contract and crate once and throws the result away: loads solc and the
 * detectors' code, so a worker process's first real analysis costs what later ones do.
 */
export function warmUpAnalyzer(): void {
  analyzeSources({
    sources: {
      solidity: { file: "WarmUp.sol", content: WARM_UP_SOLIDITY },
      crate: [{ path: "src/contract.rs", content: WARM_UP_CRATE }],
    },
    crateName: "warm-up",
  });
}
