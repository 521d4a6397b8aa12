use cosmwasm_std::{Addr, Uint256};
use cw_storage_plus::{Item, Map};

/// `ERC721`: `string public name`
pub const NAME: Item<String> = Item::new("name");
/// `ERC721`: `string public symbol`
pub const SYMBOL: Item<String> = Item::new("symbol");
/// `ERC721`: `mapping(uint256 => address) internal _owners`
pub const OWNERS: Map<&[u8], Addr> = Map::new("owners");
/// `ERC721`: `mapping(address => uint256) internal _balances`
pub const BALANCES: Map<&Addr, Uint256> = Map::new("balances");
/// `ERC721`: `mapping(uint256 => address) public getApproved`
pub const GET_APPROVED: Map<&[u8], Addr> = Map::new("get_approved");
/// `ERC721`: `mapping(address => mapping(address => bool)) public isApprovedForAll`
pub const IS_APPROVED_FOR_ALL: Map<(&Addr, &Addr), bool> = Map::new("is_approved_for_all");
/// `uint256 public immutable mintPrice`
pub const MINT_PRICE: Item<Uint256> = Item::new("mint_price");
/// `address public immutable creator`
pub const CREATOR: Item<Addr> = Item::new("creator");
/// `uint256 public totalMinted`
pub const TOTAL_MINTED: Item<Uint256> = Item::new("total_minted");
/// `string public baseURI`
pub const BASE_URI: Item<String> = Item::new("base_uri");
/// `mapping(uint256 => string) private _customURIs`
pub const CUSTOM_UR_IS: Map<&[u8], String> = Map::new("custom_ur_is");
