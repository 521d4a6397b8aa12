use cosmwasm_schema::{cw_serde, QueryResponses};
use cosmwasm_std::{HexBinary, Uint256};

/// `constructor()`
#[cw_serde]
pub struct InstantiateMsg {}

#[cw_serde]
pub enum ExecuteMsg {
    /// `permit(address owner, address spender, uint256 value, uint256 deadline, uint8 v, bytes32 r, bytes32 s) external`
    Permit {
        owner: String,
        spender: String,
        value: Uint256,
        deadline: Uint256,
        v: u8,
        r: HexBinary,
        s: HexBinary,
    },
}

#[cw_serde]
#[derive(QueryResponses)]
pub enum QueryMsg {
    /// getter of `mapping(address => uint256) public nonces`
    #[returns(cosmwasm_std::Uint256)]
    Nonces { arg0: String },
    /// getter of `mapping(address => mapping(address => uint256)) public allowance`
    #[returns(cosmwasm_std::Uint256)]
    Allowance { arg0: String, arg1: String },
    /// `DOMAIN_SEPARATOR() public view returns (bytes32)`
    #[returns(cosmwasm_std::HexBinary)]
    DomainSeparator {},
    /// `domainIsCached() external view returns (bool)`
    #[returns(bool)]
    DomainIsCached {},
    /// `chainId() external view returns (uint256)`
    #[returns(cosmwasm_std::Uint256)]
    ChainId {},
}

#[cw_serde]
pub struct MigrateMsg {}
