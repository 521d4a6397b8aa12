use cosmwasm_schema::{cw_serde, QueryResponses};
use cosmwasm_std::Uint256;

/// `constructor(IPool pool_)`
#[cw_serde]
pub struct InstantiateMsg {
    pub pool: String,
}

#[cw_serde]
pub enum ExecuteMsg {
    /// `swapExact(uint256 minOut) external payable nonReentrant returns (uint256)`
    SwapExact { min_out: Uint256 },
    /// `swapTwice() external payable nonReentrant returns (uint256 total)`
    SwapTwice {},
    /// `trySwap() external payable nonReentrant returns (bool)`
    TrySwap {},
    /// `onSwap(uint256 amountOut) external`
    OnSwap { amount_out: Uint256 },
}

#[cw_serde]
#[derive(QueryResponses)]
pub enum QueryMsg {
    /// getter of `IPool public immutable pool`
    #[returns(cosmwasm_std::Addr)]
    Pool {},
    /// getter of `mapping(address => uint256) public balances`
    #[returns(cosmwasm_std::Uint256)]
    Balances { arg0: String },
    /// getter of `uint256 public inFlight`
    #[returns(cosmwasm_std::Uint256)]
    InFlight {},
    /// getter of `uint256 public callbacks`
    #[returns(cosmwasm_std::Uint256)]
    Callbacks {},
    /// getter of `uint256 public seenInFlight`
    #[returns(cosmwasm_std::Uint256)]
    SeenInFlight {},
    /// getter of `uint256 public fees`
    #[returns(cosmwasm_std::Uint256)]
    Fees {},
    /// getter of `uint256 public lastKept`
    #[returns(cosmwasm_std::Uint256)]
    LastKept {},
    /// getter of `uint256 public failed`
    #[returns(cosmwasm_std::Uint256)]
    Failed {},
    /// getter of `bool public locked`
    #[returns(bool)]
    Locked {},
    /// `nativeBalance() external view returns (uint256)`
    #[returns(cosmwasm_std::Uint256)]
    NativeBalance {},
}

#[cw_serde]
pub struct MigrateMsg {}

/// Execute messages this contract sends to `IPool` contracts (their JSON contract).
#[cw_serde]
pub enum IPoolExecuteMsg {
    /// `swap(address to, uint256 amountIn) external payable returns (uint256 amountOut)`
    Swap { to: String, amount_in: Uint256 },
    /// `skim(uint256 amount) external returns (uint256 kept, uint256 fee)`
    Skim { amount: Uint256 },
}

/// The answer of `skim` queried on another contract: its return values by name.
#[cw_serde]
pub struct IPoolSkimResponse {
    #[serde(alias = "ret0")]
    pub kept: Uint256,
    #[serde(alias = "ret1")]
    pub fee: Uint256,
}
