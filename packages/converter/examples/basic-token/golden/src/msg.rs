use cosmwasm_schema::{cw_serde, QueryResponses};
use cosmwasm_std::Uint256;

/// `constructor(string name_, string symbol_, uint256 maxSupply_, uint256 initialMint)`
#[cw_serde]
pub struct InstantiateMsg {
    pub name: String,
    pub symbol: String,
    pub max_supply: Uint256,
    pub initial_mint: Uint256,
}

#[cw_serde]
pub enum ExecuteMsg {
    /// `transferOwnership(address newOwner) external onlyOwner` (from `OwnableBase`)
    TransferOwnership { new_owner: String },
    /// `transfer(address to, uint256 amount) external returns (bool)`
    Transfer { to: String, amount: Uint256 },
    /// `approve(address spender, uint256 amount) external returns (bool)`
    Approve { spender: String, amount: Uint256 },
    /// `increaseAllowance(address spender, uint256 added) external returns (bool)`
    IncreaseAllowance { spender: String, added: Uint256 },
    /// `transferFrom(address from, address to, uint256 amount) external returns (bool)`
    TransferFrom {
        from: String,
        to: String,
        amount: Uint256,
    },
    /// `mint(address to, uint256 amount) external onlyOwner`
    Mint { to: String, amount: Uint256 },
    /// `burn(uint256 amount) external`
    Burn { amount: Uint256 },
    /// `burnFrom(address account, uint256 amount) external`
    BurnFrom { account: String, amount: Uint256 },
}

#[cw_serde]
#[derive(QueryResponses)]
pub enum QueryMsg {
    /// `owner() public view returns (address)` (from `OwnableBase`)
    #[returns(cosmwasm_std::Addr)]
    Owner {},
    /// getter of `string public name`
    #[returns(String)]
    Name {},
    /// getter of `string public symbol`
    #[returns(String)]
    Symbol {},
    /// getter of `uint8 public constant decimals`
    #[returns(u8)]
    Decimals {},
    /// getter of `uint256 public immutable maxSupply`
    #[returns(cosmwasm_std::Uint256)]
    MaxSupply {},
    /// getter of `uint256 public totalSupply`
    #[returns(cosmwasm_std::Uint256)]
    TotalSupply {},
    /// getter of `mapping(address => uint256) public balanceOf`
    #[returns(cosmwasm_std::Uint256)]
    BalanceOf { arg0: String },
    /// getter of `mapping(address => mapping(address => uint256)) public allowance`
    #[returns(cosmwasm_std::Uint256)]
    Allowance { arg0: String, arg1: String },
    /// `remainingMintable() external view returns (uint256)`
    #[returns(cosmwasm_std::Uint256)]
    RemainingMintable {},
}

#[cw_serde]
pub struct MigrateMsg {}
