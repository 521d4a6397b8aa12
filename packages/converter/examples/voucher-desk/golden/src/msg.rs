use cosmwasm_schema::{cw_serde, QueryResponses};
use cosmwasm_std::{HexBinary, Uint256};

/// `constructor(address issuer_)`
#[cw_serde]
pub struct InstantiateMsg {
    pub issuer: String,
}

#[cw_serde]
pub enum ExecuteMsg {
    /// `redeem(uint256 id, uint256 amount, uint8 v, bytes32 r, bytes32 s) external`
    Redeem {
        id: Uint256,
        amount: Uint256,
        v: u8,
        r: HexBinary,
        s: HexBinary,
    },
    /// `setIssuer(address next) external`
    SetIssuer { next: String },
}

#[cw_serde]
#[derive(QueryResponses)]
pub enum QueryMsg {
    /// getter of `address public issuer`
    #[returns(cosmwasm_std::Addr)]
    Issuer {},
    /// getter of `address public owner`
    #[returns(cosmwasm_std::Addr)]
    Owner {},
    /// getter of `mapping(bytes32 => bool) public redeemed`
    #[returns(bool)]
    Redeemed { arg0: HexBinary },
    /// getter of `mapping(address => uint256) public credit`
    #[returns(cosmwasm_std::Uint256)]
    Credit { arg0: String },
    /// getter of `uint256 public totalRedeemed`
    #[returns(cosmwasm_std::Uint256)]
    TotalRedeemed {},
    /// `voucherHash(uint256 id, uint256 amount) public pure returns (bytes32)`
    #[returns(cosmwasm_std::HexBinary)]
    VoucherHash { id: Uint256, amount: Uint256 },
    /// `toEthSignedMessageHash(bytes32 hash) public pure returns (bytes32)`
    #[returns(cosmwasm_std::HexBinary)]
    ToEthSignedMessageHash { hash: HexBinary },
    /// `recover(bytes32 digest, uint8 v, bytes32 r, bytes32 s) public pure returns (address)`
    #[returns(cosmwasm_std::Addr)]
    Recover {
        digest: HexBinary,
        v: u8,
        r: HexBinary,
        s: HexBinary,
    },
    /// `isIssuerSignature(uint256 id, uint256 amount, uint8 v, bytes32 r, bytes32 s) external view returns (bool)`
    #[returns(bool)]
    IsIssuerSignature {
        id: Uint256,
        amount: Uint256,
        v: u8,
        r: HexBinary,
        s: HexBinary,
    },
}

#[cw_serde]
pub struct MigrateMsg {}
