use cosmwasm_schema::{cw_serde, QueryResponses};
use cosmwasm_std::{Addr, HexBinary, Uint64};

/// `struct Record`
#[cw_serde]
pub struct Record {
    pub owner: Addr,
    pub target: Addr,
    pub expires: Uint64,
    pub text: String,
}

impl Default for Record {
    fn default() -> Self {
        Self {
            owner: Addr::unchecked(""),
            target: Addr::unchecked(""),
            expires: Uint64::zero(),
            text: String::new(),
        }
    }
}

/// `constructor(address treasury_)`
#[cw_serde]
pub struct InstantiateMsg {
    pub treasury: String,
}

#[cw_serde]
pub enum ExecuteMsg {
    /// `register(string name, address target, uint8 years_) external payable`
    Register {
        name: String,
        target: String,
        years: u8,
    },
    /// `renew(string name, uint8 years_) external payable`
    Renew { name: String, years: u8 },
    /// `transferName(string name, address to) external`
    TransferName { name: String, to: String },
    /// `setText(string name, string text) external`
    SetText { name: String, text: String },
    /// `setPrimaryName(string name) external`
    SetPrimaryName { name: String },
    /// `sweep() external`
    Sweep {},
}

#[cw_serde]
#[derive(QueryResponses)]
pub enum QueryMsg {
    /// getter of `uint256 public constant PRICE_PER_YEAR`
    #[returns(cosmwasm_std::Uint256)]
    PricePerYear {},
    /// getter of `uint64 public constant YEAR`
    #[returns(cosmwasm_std::Uint64)]
    Year {},
    /// getter of `address public immutable treasury`
    #[returns(cosmwasm_std::Addr)]
    Treasury {},
    /// getter of `mapping(bytes32 => Record) public records`
    #[returns(Record)]
    Records { arg0: HexBinary },
    /// getter of `mapping(address => string) public primaryName`
    #[returns(String)]
    PrimaryName { arg0: String },
    /// getter of `uint256 public registrations`
    #[returns(cosmwasm_std::Uint256)]
    Registrations {},
    /// `nodeOf(string name) external pure returns (bytes32)`
    #[returns(cosmwasm_std::HexBinary)]
    NodeOf { name: String },
    /// `available(string name) public view returns (bool)`
    #[returns(bool)]
    Available { name: String },
    /// `resolve(string name) external view returns (address)`
    #[returns(cosmwasm_std::Addr)]
    Resolve { name: String },
}

#[cw_serde]
pub struct MigrateMsg {}
