use cosmwasm_schema::{cw_serde, QueryResponses};
use cosmwasm_std::Uint256;

/// `constructor(string name_, string symbol_, uint8 decimals_, uint256 initialSupply)`
#[cw_serde]
pub struct InstantiateMsg {
    pub name: String,
    pub symbol: String,
    pub decimals: u8,
    pub initial_supply: Uint256,
}

#[cw_serde]
pub enum ExecuteMsg {
    /// `transfer(address to, uint256 value) public returns (bool)` (from `ERC20`)
    Transfer { to: String, value: Uint256 },
    /// `approve(address spender, uint256 value) public returns (bool)` (from `ERC20`)
    Approve { spender: String, value: Uint256 },
    /// `transferFrom(address from, address to, uint256 value) public returns (bool)` (from `ERC20`)
    TransferFrom {
        from: String,
        to: String,
        value: Uint256,
    },
    /// `transferOwnership(address newOwner) public onlyOwner` (from `Ownable`)
    TransferOwnership { new_owner: String },
    /// `pause() external onlyOwner` (from `ERC20Pausable`)
    Pause {},
    /// `unpause() external onlyOwner` (from `ERC20Pausable`)
    Unpause {},
    /// `mint(address to, uint256 amount) external onlyOwner`
    Mint { to: String, amount: Uint256 },
    /// `burn(uint256 amount) external`
    Burn { amount: Uint256 },
    /// `increaseAllowance(address spender, uint256 addedValue) external returns (bool)`
    IncreaseAllowance {
        spender: String,
        added_value: Uint256,
    },
    /// `decreaseAllowance(address spender, uint256 subtractedValue) external returns (bool)`
    DecreaseAllowance {
        spender: String,
        subtracted_value: Uint256,
    },
}

#[cw_serde]
#[derive(QueryResponses)]
pub enum QueryMsg {
    /// `name() public view returns (string)` (from `ERC20`)
    #[returns(String)]
    Name {},
    /// `symbol() public view returns (string)` (from `ERC20`)
    #[returns(String)]
    Symbol {},
    /// `decimals() public view returns (uint8)`
    #[returns(u8)]
    Decimals {},
    /// `totalSupply() public view returns (uint256)` (from `ERC20`)
    #[returns(cosmwasm_std::Uint256)]
    TotalSupply {},
    /// `balanceOf(address account) public view returns (uint256)` (from `ERC20`)
    #[returns(cosmwasm_std::Uint256)]
    BalanceOf { account: String },
    /// `allowance(address holder, address spender) public view returns (uint256)` (from `ERC20`)
    #[returns(cosmwasm_std::Uint256)]
    Allowance { holder: String, spender: String },
    /// getter of `address public owner`
    #[returns(cosmwasm_std::Addr)]
    Owner {},
    /// getter of `bool public paused`
    #[returns(bool)]
    Paused {},
}

#[cw_serde]
pub struct MigrateMsg {}
