use cosmwasm_schema::{cw_serde, QueryResponses};
use cosmwasm_std::Uint256;

/// `constructor(uint256 reserve_)`
#[cw_serde]
pub struct InstantiateMsg {
    pub reserve: Uint256,
}

#[cw_serde]
pub enum ExecuteMsg {
    /// `setPaused(bool value) external`
    SetPaused { value: bool },
    /// `swap(address to, uint256 amountIn) external payable returns (uint256 amountOut)`
    Swap { to: String, amount_in: Uint256 },
    /// `skim(uint256 amount) external returns (uint256 kept, uint256 fee)`
    Skim { amount: Uint256 },
}

#[cw_serde]
#[derive(QueryResponses)]
pub enum QueryMsg {
    /// getter of `uint256 public reserve`
    #[returns(cosmwasm_std::Uint256)]
    Reserve {},
    /// getter of `uint256 public swaps`
    #[returns(cosmwasm_std::Uint256)]
    Swaps {},
    /// getter of `bool public paused`
    #[returns(bool)]
    Paused {},
    /// getter of `address public admin`
    #[returns(cosmwasm_std::Addr)]
    Admin {},
    /// `quote(uint256 amountIn) public view returns (uint256)`
    #[returns(cosmwasm_std::Uint256)]
    Quote { amount_in: Uint256 },
}

/// The return values of `skim(uint256)`.
#[cw_serde]
pub struct SkimResponse {
    pub kept: Uint256,
    pub fee: Uint256,
}

#[cw_serde]
pub struct MigrateMsg {}

/// Execute messages this contract sends to `ISwapCallback` contracts (their JSON contract).
#[cw_serde]
pub enum ISwapCallbackExecuteMsg {
    /// `onSwap(uint256 amountOut) external`
    OnSwap { amount_out: Uint256 },
}
