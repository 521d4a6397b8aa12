use cosmwasm_std::{Addr, Uint256};
use cw_storage_plus::{Item, Map};

use crate::msg::Counter;

/// `ERC721`: `string private _name`
pub const NAME: Item<String> = Item::new("name");
/// `ERC721`: `string private _symbol`
pub const SYMBOL: Item<String> = Item::new("symbol");
/// `ERC721`: `mapping(uint256 => address) private _owners`
pub const OWNERS: Map<&[u8], Addr> = Map::new("owners");
/// `ERC721`: `mapping(address => uint256) private _balances`
pub const BALANCES: Map<&Addr, Uint256> = Map::new("balances");
/// `ERC721`: `mapping(uint256 => address) private _tokenApprovals`
pub const TOKEN_APPROVALS: Map<&[u8], Addr> = Map::new("token_approvals");
/// `ERC721`: `mapping(address => mapping(address => bool)) private _operatorApprovals`
pub const OPERATOR_APPROVALS: Map<(&Addr, &Addr), bool> = Map::new("operator_approvals");
/// `Counters.Counter private _tokenIds`
pub const TOKEN_IDS: Item<Counter> = Item::new("token_ids");
/// `address public minter`
pub const MINTER: Item<Addr> = Item::new("minter");
/// `uint256 public maxSupply`
pub const MAX_SUPPLY: Item<Uint256> = Item::new("max_supply");
/// `uint256 public burned`
pub const BURNED: Item<Uint256> = Item::new("burned");
/// `string private baseTokenURI`
pub const BASE_TOKEN_URI: Item<String> = Item::new("base_token_uri");
/// `mapping(uint256 => uint8) public rarity`
pub const RARITY: Map<&[u8], u8> = Map::new("rarity");
/// `mapping(address => uint256[]) private _owned`
pub const OWNED: Map<&Addr, Vec<Uint256>> = Map::new("owned");
