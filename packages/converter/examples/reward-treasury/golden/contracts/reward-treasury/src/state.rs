use cosmwasm_std::{Addr, Uint256};
use cw_storage_plus::Item;

/// `IRewardToken public immutable token`
pub const TOKEN: Item<Addr> = Item::new("token");
/// `IVault public immutable vault`
pub const VAULT: Item<Addr> = Item::new("vault");
/// `address public owner`
pub const OWNER: Item<Addr> = Item::new("owner");
/// `uint256 public funded`
pub const FUNDED: Item<Uint256> = Item::new("funded");
/// `uint256 public paidOut`
pub const PAID_OUT: Item<Uint256> = Item::new("paid_out");
