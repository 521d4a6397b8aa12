use cosmwasm_schema::{cw_serde, QueryResponses};
use cosmwasm_std::Uint256;

/// `constructor(address token0_, address token1_)`
#[cw_serde]
pub struct InstantiateMsg {
    pub token0: String,
    pub token1: String,
}

#[cw_serde]
pub enum ExecuteMsg {
    /// `addLiquidity(uint256 amount0, uint256 amount1) external returns (uint256 shares)`
    AddLiquidity { amount0: Uint256, amount1: Uint256 },
    /// `removeLiquidity(uint256 shares) external returns (uint256 amount0, uint256 amount1)`
    RemoveLiquidity { shares: Uint256 },
    /// `swap(address tokenIn, uint256 amountIn, uint256 minOut) external returns (uint256 amountOut)`
    Swap {
        token_in: String,
        amount_in: Uint256,
        min_out: Uint256,
    },
}

#[cw_serde]
#[derive(QueryResponses)]
pub enum QueryMsg {
    /// getter of `IERC20 public immutable token0`
    #[returns(cosmwasm_std::Addr)]
    Token0 {},
    /// getter of `IERC20 public immutable token1`
    #[returns(cosmwasm_std::Addr)]
    Token1 {},
    /// getter of `uint256 public reserve0`
    #[returns(cosmwasm_std::Uint256)]
    Reserve0 {},
    /// getter of `uint256 public reserve1`
    #[returns(cosmwasm_std::Uint256)]
    Reserve1 {},
    /// getter of `uint256 public totalShares`
    #[returns(cosmwasm_std::Uint256)]
    TotalShares {},
    /// getter of `mapping(address => uint256) public sharesOf`
    #[returns(cosmwasm_std::Uint256)]
    SharesOf { arg0: String },
    /// `getAmountOut(uint256 amountIn, uint256 reserveIn, uint256 reserveOut) public pure returns (uint256)`
    #[returns(cosmwasm_std::Uint256)]
    GetAmountOut {
        amount_in: Uint256,
        reserve_in: Uint256,
        reserve_out: Uint256,
    },
    /// `getReserves() external view returns (uint256, uint256)`
    #[returns(GetReservesResponse)]
    GetReserves {},
}

/// The return values of `removeLiquidity(uint256)`.
#[cw_serde]
pub struct RemoveLiquidityResponse {
    pub amount0: Uint256,
    pub amount1: Uint256,
}

/// The return values of `getReserves()`.
#[cw_serde]
pub struct GetReservesResponse {
    pub ret0: Uint256,
    pub ret1: Uint256,
}

#[cw_serde]
pub struct MigrateMsg {}

/// Execute messages this contract sends to `IERC20` contracts (their JSON contract).
#[cw_serde]
pub enum Ierc20ExecuteMsg {
    /// `transferFrom(address from, address to, uint256 amount) external returns (bool)`
    TransferFrom {
        from: String,
        to: String,
        amount: Uint256,
    },
    /// `transfer(address to, uint256 amount) external returns (bool)`
    Transfer { to: String, amount: Uint256 },
}
