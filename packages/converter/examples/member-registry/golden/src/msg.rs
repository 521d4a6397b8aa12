use cosmwasm_schema::{cw_serde, QueryResponses};
use cosmwasm_std::{Addr, HexBinary, Uint256};

/// `struct Set`
#[cw_serde]
#[derive(Default)]
pub struct Set {
    pub values: Vec<Addr>,
}

/// `struct Counter`
#[cw_serde]
#[derive(Default)]
pub struct Counter {
    pub value: Uint256,
}

/// `struct Proposal`
#[cw_serde]
pub struct Proposal {
    pub proposer: Addr,
    pub title: String,
    pub yes: Uint256,
    pub no: Uint256,
    pub closed: bool,
}

impl Default for Proposal {
    fn default() -> Self {
        Self {
            proposer: Addr::unchecked(""),
            title: String::new(),
            yes: Uint256::zero(),
            no: Uint256::zero(),
            closed: false,
        }
    }
}

/// `constructor()`
#[cw_serde]
pub struct InstantiateMsg {}

#[cw_serde]
pub enum ExecuteMsg {
    /// `addMember(address account) external onlyOwner`
    AddMember { account: String },
    /// `removeMember(address account) external onlyOwner`
    RemoveMember { account: String },
    /// `grantRole(bytes32 role, address account) external onlyOwner`
    GrantRole { role: HexBinary, account: String },
    /// `revokeRole(bytes32 role, address account) external onlyOwner returns (bool)`
    RevokeRole { role: HexBinary, account: String },
    /// `propose(string title) external onlyMember returns (uint256 id)`
    Propose { title: String },
    /// `vote(uint256 id, bool support) external onlyMember`
    Vote { id: Uint256, support: bool },
    /// `close(uint256 id) external onlyOwner`
    Close { id: Uint256 },
}

#[cw_serde]
#[derive(QueryResponses)]
pub enum QueryMsg {
    /// getter of `address public owner`
    #[returns(cosmwasm_std::Addr)]
    Owner {},
    /// `hasRole(bytes32 role, address account) external view returns (bool)`
    #[returns(bool)]
    HasRole { role: HexBinary, account: String },
    /// `roleMemberCount(bytes32 role) external view returns (uint256)`
    #[returns(cosmwasm_std::Uint256)]
    RoleMemberCount { role: HexBinary },
    /// `roleMember(bytes32 role, uint256 index) external view returns (address)`
    #[returns(cosmwasm_std::Addr)]
    RoleMember { role: HexBinary, index: Uint256 },
    /// `isMember(address account) external view returns (bool)`
    #[returns(bool)]
    IsMember { account: String },
    /// `memberCount() external view returns (uint256)`
    #[returns(cosmwasm_std::Uint256)]
    MemberCount {},
    /// `memberAt(uint256 index) external view returns (address)`
    #[returns(cosmwasm_std::Addr)]
    MemberAt { index: Uint256 },
    /// `hasVoted(uint256 id, address voter) external view returns (bool)`
    #[returns(bool)]
    HasVoted { id: Uint256, voter: String },
    /// `proposal(uint256 id) external view returns (address proposer, string title, uint256 yes, uint256 no, bool closed)`
    #[returns(ProposalResponse)]
    Proposal { id: Uint256 },
    /// `proposalCount() external view returns (uint256)`
    #[returns(cosmwasm_std::Uint256)]
    ProposalCount {},
}

/// The return values of `proposal(uint256)`.
#[cw_serde]
pub struct ProposalResponse {
    pub proposer: Addr,
    pub title: String,
    pub yes: Uint256,
    pub no: Uint256,
    pub closed: bool,
}

#[cw_serde]
pub struct MigrateMsg {}
