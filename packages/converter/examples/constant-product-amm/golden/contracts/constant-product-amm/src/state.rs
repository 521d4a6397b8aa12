use cosmwasm_std::{Addr, Uint256};
use cw_storage_plus::{Item, Map};

/// `IERC20 public immutable token0`
pub const TOKEN0: Item<Addr> = Item::new("token0");
/// `IERC20 public immutable token1`
pub const TOKEN1: Item<Addr> = Item::new("token1");
/// `uint256 public reserve0`
pub const RESERVE0: Item<Uint256> = Item::new("reserve0");
/// `uint256 public reserve1`
pub const RESERVE1: Item<Uint256> = Item::new("reserve1");
/// `uint256 public totalShares`
pub const TOTAL_SHARES: Item<Uint256> = Item::new("total_shares");
/// `mapping(address => uint256) public sharesOf`
pub const SHARES_OF: Map<&Addr, Uint256> = Map::new("shares_of");
