use cosmwasm_std::{Addr, Uint256};
use cw_storage_plus::{Item, Map};

/// `TimedCrowdsale`: `uint256 public openingTime`
pub const OPENING_TIME: Item<Uint256> = Item::new("opening_time");
/// `TimedCrowdsale`: `uint256 public closingTime`
pub const CLOSING_TIME: Item<Uint256> = Item::new("closing_time");
/// `IMintable public immutable token`
pub const TOKEN: Item<Addr> = Item::new("token");
/// `address payable public wallet`
pub const WALLET: Item<Addr> = Item::new("wallet");
/// `uint256 public rate`
pub const RATE: Item<Uint256> = Item::new("rate");
/// `uint256 public weiRaised`
pub const WEI_RAISED: Item<Uint256> = Item::new("wei_raised");
/// `uint256 public cap`
pub const CAP: Item<Uint256> = Item::new("cap");
/// `uint256 public individualCap`
pub const INDIVIDUAL_CAP: Item<Uint256> = Item::new("individual_cap");
/// `mapping(address => uint256) public contributions`
pub const CONTRIBUTIONS: Map<&Addr, Uint256> = Map::new("contributions");
/// `bool public finalized`
pub const FINALIZED: Item<bool> = Item::new("finalized");
