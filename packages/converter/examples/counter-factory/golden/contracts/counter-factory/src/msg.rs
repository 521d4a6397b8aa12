use cosmwasm_schema::{cw_serde, QueryResponses};
use cosmwasm_std::Uint256;

/// The implicit constructor (no arguments).
#[cw_serde]
pub struct InstantiateMsg {
    /// the stored code id of `Counter`, instantiated by `new Counter(...)`
    pub counter_code_id: u64,
}

#[cw_serde]
pub enum ExecuteMsg {
    /// `createAndRead(uint256 start) external returns (uint256)`
    CreateAndRead { start: Uint256 },
    /// `readFresh(uint256 start) external returns (uint256)`
    ReadFresh { start: Uint256 },
    /// `createSetGet(uint256 value) external returns (uint256 seen)`
    CreateSetGet { value: Uint256 },
    /// `createFunded(uint256 start) external payable returns (uint256)`
    CreateFunded { start: Uint256 },
    /// `addFresh(uint256 start) external payable returns (uint256)`
    AddFresh { start: Uint256 },
    /// `readOrKeep(bool make, uint256 start) external returns (uint256)`
    ReadOrKeep { make: bool, start: Uint256 },
    /// `sumFresh(uint256 n) external returns (uint256 sum)`
    SumFresh { n: Uint256 },
}

#[cw_serde]
#[derive(QueryResponses)]
pub enum QueryMsg {
    /// getter of `Counter public last`
    #[returns(cosmwasm_std::Addr)]
    Last {},
    /// getter of `uint256 public total`
    #[returns(cosmwasm_std::Uint256)]
    Total {},
    /// `lastValue() external view returns (uint256)`
    #[returns(cosmwasm_std::Uint256)]
    LastValue {},
}

#[cw_serde]
pub struct MigrateMsg {}

/// Execute messages this contract sends to `Counter` contracts (their JSON contract).
#[cw_serde]
pub enum CounterExecuteMsg {
    /// `set(uint256 value) external`
    Set { value: Uint256 },
    /// `add(uint256 amount) external returns (uint256)`
    Add { amount: Uint256 },
}

/// Query messages this contract sends to `Counter` contracts (their JSON contract).
#[cw_serde]
pub enum CounterQueryMsg {
    /// `get() external view returns (uint256)`
    Get {},
    /// `funds() external view returns (uint256)`
    Funds {},
}

/// The InstantiateMsg of `Counter` (its JSON contract), sent by `new Counter(...)`.
#[cw_serde]
pub struct CounterInstantiateMsg {
    pub start: Uint256,
}
