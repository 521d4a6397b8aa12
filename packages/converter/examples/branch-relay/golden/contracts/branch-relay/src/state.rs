use cosmwasm_std::{Addr, Uint256};
use cw_storage_plus::{Item, Map};

/// `IVault public immutable vault`
pub const VAULT: Item<Addr> = Item::new("vault");
/// `uint256 public forwarded`
pub const FORWARDED: Item<Uint256> = Item::new("forwarded");
/// `uint256 public kept`
pub const KEPT: Item<Uint256> = Item::new("kept");
/// `uint256 public refused`
pub const REFUSED: Item<Uint256> = Item::new("refused");
/// `uint256 public calls`
pub const CALLS: Item<Uint256> = Item::new("calls");
/// `mapping(address => uint256) public credits`
pub const CREDITS: Map<&Addr, Uint256> = Map::new("credits");
