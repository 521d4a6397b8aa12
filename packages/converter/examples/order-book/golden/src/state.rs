use cosmwasm_std::{Addr, Uint256, Uint64};
use cw_storage_plus::{Item, Map};

use crate::msg::{Fill, OrderData};

/// `Order[] internal orders`
pub const ORDERS: Map<&[u8], OrderData> = Map::new("orders");
/// the length of `orders`, whose elements are the entries of `ORDERS` keyed by index
pub const ORDERS_LENGTH: Item<u64> = Item::new("orders__length");
/// `Fill[] public fills`
pub const FILLS: Map<&[u8], Fill> = Map::new("fills");
/// the length of `fills`, whose elements are the entries of `FILLS` keyed by index
pub const FILLS_LENGTH: Item<u64> = Item::new("fills__length");
/// `mapping(address => uint64[]) private ordersByMaker`
pub const ORDERS_BY_MAKER: Map<&Addr, Vec<Uint64>> = Map::new("orders_by_maker");
/// `mapping(address => uint256) public escrowed`
pub const ESCROWED: Map<&Addr, Uint256> = Map::new("escrowed");
/// `mapping(address => uint256) public proceeds`
pub const PROCEEDS: Map<&Addr, Uint256> = Map::new("proceeds");
/// `uint16 public feeBps`
pub const FEE_BPS: Item<u16> = Item::new("fee_bps");
/// `address public immutable feeCollector`
pub const FEE_COLLECTOR: Item<Addr> = Item::new("fee_collector");
