use cosmwasm_schema::{cw_serde, QueryResponses};
use cosmwasm_std::{Addr, Uint256};

/// `struct Campaign`
#[cw_serde]
pub struct Campaign {
    pub creator: Addr,
    pub title: String,
    pub goal: Uint256,
    pub pledged: Uint256,
    pub start_at: u32,
    pub end_at: u32,
    pub claimed: bool,
}

impl Default for Campaign {
    fn default() -> Self {
        Self {
            creator: Addr::unchecked(""),
            title: String::new(),
            goal: Uint256::zero(),
            pledged: Uint256::zero(),
            start_at: 0u32,
            end_at: 0u32,
            claimed: false,
        }
    }
}

/// The implicit constructor (no arguments).
#[cw_serde]
pub struct InstantiateMsg {}

#[cw_serde]
pub enum ExecuteMsg {
    /// `launch(string title, uint256 goal, uint32 duration) external returns (uint256 id)`
    Launch {
        title: String,
        goal: Uint256,
        duration: u32,
    },
    /// `pledge(uint256 id) external payable`
    Pledge { id: Uint256 },
    /// `unpledge(uint256 id, uint256 amount) external`
    Unpledge { id: Uint256, amount: Uint256 },
    /// `claim(uint256 id) external`
    Claim { id: Uint256 },
    /// `refund(uint256 id) external`
    Refund { id: Uint256 },
}

#[cw_serde]
#[derive(QueryResponses)]
pub enum QueryMsg {
    /// getter of `uint32 public constant MAX_DURATION`
    #[returns(u32)]
    MaxDuration {},
    /// getter of `uint256 public count`
    #[returns(cosmwasm_std::Uint256)]
    Count {},
    /// getter of `mapping(uint256 => Campaign) public campaigns`
    #[returns(Campaign)]
    Campaigns { arg0: Uint256 },
    /// getter of `mapping(uint256 => mapping(address => uint256)) public pledgedAmount`
    #[returns(cosmwasm_std::Uint256)]
    PledgedAmount { arg0: Uint256, arg1: String },
}

#[cw_serde]
pub struct MigrateMsg {}
