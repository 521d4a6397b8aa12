use cosmwasm_schema::{cw_serde, QueryResponses};
use cosmwasm_std::Uint256;

/// `constructor(uint256 price)`
#[cw_serde]
pub struct InstantiateMsg {
    pub price: Uint256,
}

#[cw_serde]
pub enum ExecuteMsg {
    /// `enter() external payable`
    Enter {},
    /// `draw() external`
    Draw {},
}

#[cw_serde]
#[derive(QueryResponses)]
pub enum QueryMsg {
    /// getter of `address public owner`
    #[returns(cosmwasm_std::Addr)]
    Owner {},
    /// getter of `uint256 public ticketPrice`
    #[returns(cosmwasm_std::Uint256)]
    TicketPrice {},
    /// getter of `address[] public players`
    #[returns(cosmwasm_std::Addr)]
    Players { arg0: Uint256 },
    /// getter of `uint256 public round`
    #[returns(cosmwasm_std::Uint256)]
    Round {},
    /// getter of `mapping(uint256 => address) public winners`
    #[returns(cosmwasm_std::Addr)]
    Winners { arg0: Uint256 },
    /// `isContract(address who) public view returns (bool)`
    #[returns(bool)]
    IsContract { who: String },
    /// `isPerson(address who) external view returns (bool)`
    #[returns(bool)]
    IsPerson { who: String },
    /// `playerCount() external view returns (uint256)`
    #[returns(cosmwasm_std::Uint256)]
    PlayerCount {},
    /// `randomness() external view returns (uint256)`
    #[returns(cosmwasm_std::Uint256)]
    Randomness {},
}

#[cw_serde]
pub struct MigrateMsg {}
