use cosmwasm_std::Addr;
use cw_storage_plus::Map;

/// `mapping(uint256 => address) public ownerOf`
pub const OWNER_OF: Map<&[u8], Addr> = Map::new("owner_of");
/// `mapping(address => mapping(address => bool)) public isApprovedForAll`
pub const IS_APPROVED_FOR_ALL: Map<(&Addr, &Addr), bool> = Map::new("is_approved_for_all");
