use cosmwasm_schema::{cw_serde, QueryResponses};
use cosmwasm_std::{Addr, Uint256, Uint64};

/// `struct Profile`
#[cw_serde]
#[derive(Default)]
pub struct Profile {
    pub id: Uint256,
    pub name: String,
    pub scores: Vec<Uint256>,
    pub level: Uint64,
}

/// The implicit constructor (no arguments).
#[cw_serde]
pub struct InstantiateMsg {}

#[cw_serde]
pub enum ExecuteMsg {
    /// `setProfile(uint256 id, string name, uint256[] scores, uint64 level) external`
    SetProfile {
        id: Uint256,
        name: String,
        scores: Vec<Uint256>,
        level: Uint64,
    },
}

#[cw_serde]
#[derive(QueryResponses)]
pub enum QueryMsg {
    /// getter of `Profile public profile`
    #[returns(ProfileResponse)]
    Profile {},
    /// `encoded() external view returns (bytes)`
    #[returns(cosmwasm_std::HexBinary)]
    Encoded {},
    /// `tagged(uint256 tag) external view returns (bytes)`
    #[returns(cosmwasm_std::HexBinary)]
    Tagged { tag: Uint256 },
    /// `digest() external view returns (bytes32)`
    #[returns(cosmwasm_std::HexBinary)]
    Digest {},
    /// `roundTrip() external view returns (Profile)`
    #[returns(Profile)]
    RoundTrip {},
    /// `viaGetter() external view returns (uint256 id, string name, uint64 level)`
    #[returns(ViaGetterResponse)]
    ViaGetter {},
    /// `accounts() external pure returns (address, address, bool)`
    #[returns(AccountsResponse)]
    Accounts {},
}

/// The return values of the getter of `profile`.
#[cw_serde]
pub struct ProfileResponse {
    pub id: Uint256,
    pub name: String,
    pub level: Uint64,
}

/// The return values of `viaGetter()`.
#[cw_serde]
pub struct ViaGetterResponse {
    pub id: Uint256,
    pub name: String,
    pub level: Uint64,
}

/// The return values of `accounts()`.
#[cw_serde]
pub struct AccountsResponse {
    pub ret0: Addr,
    pub ret1: Addr,
    pub ret2: bool,
}

#[cw_serde]
pub struct MigrateMsg {}
