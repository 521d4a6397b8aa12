use cosmwasm_std::Addr;
use cw_storage_plus::{Item, Map};

use crate::msg::Node;

/// `Node private root`
pub const ROOT: Item<Node> = Item::new("root");
/// the `children` mapping of each `root` entry
pub const ROOT_CHILDREN: Map<&[u8], Node> = Map::new("root__children");
/// `mapping(address => Node) private gardens`
pub const GARDENS: Map<&Addr, Node> = Map::new("gardens");
/// the `children` mapping of each `gardens` entry
pub const GARDENS_CHILDREN: Map<(&Addr, &[u8]), Node> = Map::new("gardens__children");
