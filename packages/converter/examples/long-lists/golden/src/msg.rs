use cosmwasm_schema::{cw_serde, QueryResponses};
use cosmwasm_std::{Addr, Uint128, Uint256, Uint64};

/// `struct Task`
#[cw_serde]
pub struct Task {
    pub title: String,
    pub owner: Addr,
    pub due: Uint64,
    pub done: bool,
}

impl Default for Task {
    fn default() -> Self {
        Self {
            title: String::new(),
            owner: Addr::unchecked(""),
            due: Uint64::zero(),
            done: false,
        }
    }
}

/// `struct Bid`
#[cw_serde]
pub struct Bid {
    pub bidder: Addr,
    pub amount: Uint128,
    pub won: bool,
}

impl Default for Bid {
    fn default() -> Self {
        Self {
            bidder: Addr::unchecked(""),
            amount: Uint128::zero(),
            won: false,
        }
    }
}

/// The implicit constructor (no arguments).
#[cw_serde]
pub struct InstantiateMsg {}

#[cw_serde]
pub enum ExecuteMsg {
    /// `add(string title, uint64 due) external returns (uint256 id)`
    Add { title: String, due: Uint64 },
    /// `addMany(uint256 n, uint256 start) external`
    AddMany { n: Uint256, start: Uint256 },
    /// `addBlank() external`
    AddBlank {},
    /// `complete(uint256 id) external`
    Complete { id: Uint256 },
    /// `setScore(uint256 i, uint256 v) external`
    SetScore { i: Uint256, v: Uint256 },
    /// `clearScore(uint256 i) external`
    ClearScore { i: Uint256 },
    /// `dropLast() external returns (uint256 left)`
    DropLast {},
    /// `dropScore() external`
    DropScore {},
    /// `replaceScores(uint256[] values) external`
    ReplaceScores { values: Vec<Uint256> },
    /// `reset() external`
    Reset {},
    /// `note(string text) external`
    Note { text: String },
    /// `editNote(uint256 i, string text) external`
    EditNote { i: Uint256, text: String },
    /// `tag(uint256 t) external`
    Tag { t: Uint256 },
    /// `untag() external`
    Untag {},
    /// `setTags(uint256[] values) external`
    SetTags { values: Vec<Uint256> },
    /// `clearTags() external`
    ClearTags {},
    /// `bid(uint256 id, uint128 amount) external returns (uint256 count)`
    Bid { id: Uint256, amount: Uint128 },
    /// `blankBid(uint256 id) external`
    BlankBid { id: Uint256 },
    /// `raise(uint256 id, uint256 i, uint128 by) external`
    Raise {
        id: Uint256,
        i: Uint256,
        by: Uint128,
    },
    /// `award(uint256 id, uint256 i) external`
    Award { id: Uint256, i: Uint256 },
    /// `clearBid(uint256 id, uint256 i) external`
    ClearBid { id: Uint256, i: Uint256 },
    /// `withdrawBid(uint256 id) external`
    WithdrawBid { id: Uint256 },
    /// `moveBids(uint256 from, uint256 to) external`
    MoveBids { from: Uint256, to: Uint256 },
    /// `write(uint256 day, string text) external`
    Write { day: Uint256, text: String },
    /// `rewrite(uint256 day, uint256 i, string text) external`
    Rewrite {
        day: Uint256,
        i: Uint256,
        text: String,
    },
    /// `forget(uint256 day) external`
    Forget { day: Uint256 },
}

#[cw_serde]
#[derive(QueryResponses)]
pub enum QueryMsg {
    /// getter of `Task[] public tasks`
    #[returns(Task)]
    Tasks { arg0: Uint256 },
    /// getter of `uint256[] public scores`
    #[returns(cosmwasm_std::Uint256)]
    Scores { arg0: Uint256 },
    /// getter of `string[] public notes`
    #[returns(String)]
    Notes { arg0: Uint256 },
    /// getter of `mapping(uint256 => Bid[]) public bidsOf`
    #[returns(Bid)]
    BidsOf { arg0: Uint256, arg1: Uint256 },
    /// `total() external view returns (uint256 sum)`
    #[returns(cosmwasm_std::Uint256)]
    Total {},
    /// `allScores() external view returns (uint256[])`
    #[returns(Vec<cosmwasm_std::Uint256>)]
    AllScores {},
    /// `allOwners() external view returns (address[])`
    #[returns(Vec<cosmwasm_std::Addr>)]
    AllOwners {},
    /// `firstTitles(uint256 n) external view returns (string[] out)`
    #[returns(Vec<String>)]
    FirstTitles { n: Uint256 },
    /// `tags(address who) external view returns (uint256[])`
    #[returns(Vec<cosmwasm_std::Uint256>)]
    Tags { who: String },
    /// `counts() external view returns (uint256, uint256, uint256, uint256)`
    #[returns(CountsResponse)]
    Counts {},
    /// `tagAt(address who, uint256 i) external view returns (uint256)`
    #[returns(cosmwasm_std::Uint256)]
    TagAt { who: String, i: Uint256 },
    /// `bidCount(uint256 id) external view returns (uint256)`
    #[returns(cosmwasm_std::Uint256)]
    BidCount { id: Uint256 },
    /// `allBids(uint256 id) external view returns (Bid[])`
    #[returns(Vec<Bid>)]
    AllBids { id: Uint256 },
    /// `entries(address who, uint256 day) external view returns (string[])`
    #[returns(Vec<String>)]
    Entries { who: String, day: Uint256 },
    /// `entryCount(address who, uint256 day) external view returns (uint256)`
    #[returns(cosmwasm_std::Uint256)]
    EntryCount { who: String, day: Uint256 },
}

/// The return values of `counts()`.
#[cw_serde]
pub struct CountsResponse {
    pub ret0: Uint256,
    pub ret1: Uint256,
    pub ret2: Uint256,
    pub ret3: Uint256,
}

#[cw_serde]
pub struct MigrateMsg {}
