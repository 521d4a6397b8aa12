use cosmwasm_schema::{cw_serde, QueryResponses};
use cosmwasm_std::{Addr, Uint256, Uint64};

/// `struct Booking`
#[cw_serde]
pub struct Booking {
    pub holder: Addr,
    pub paid: Uint64,
}

impl Default for Booking {
    fn default() -> Self {
        Self {
            holder: Addr::unchecked(""),
            paid: Uint64::zero(),
        }
    }
}

/// The implicit constructor (no arguments).
#[cw_serde]
pub struct InstantiateMsg {}

#[cw_serde]
pub enum ExecuteMsg {
    /// `setPrice(uint256 seat, uint256 price) public`
    SetPrice { seat: Uint256, price: Uint256 },
    /// `raisePrice(uint256 seat, uint256 by) public returns (uint256)`
    RaisePrice { seat: Uint256, by: Uint256 },
    /// `clearPrice(uint256 seat) public`
    ClearPrice { seat: Uint256 },
    /// `book(uint256 seat, uint64 paid) public`
    Book { seat: Uint256, paid: Uint64 },
    /// `cancel(uint256 seat) public`
    Cancel { seat: Uint256 },
    /// `flag(uint256 seat, uint256 which, uint8 value) public`
    Flag {
        seat: Uint256,
        which: Uint256,
        value: u8,
    },
    /// `mark(uint256 seat, uint32 value) public`
    Mark { seat: Uint256, value: u32 },
    /// `setTier(uint256 i, uint256 price) public`
    SetTier { i: Uint256, price: Uint256 },
}

#[cw_serde]
#[derive(QueryResponses)]
pub enum QueryMsg {
    /// getter of `uint256[1_000_000] public prices`
    #[returns(cosmwasm_std::Uint256)]
    Prices { arg0: Uint256 },
    /// getter of `Booking[2 ** 40] public bookings`
    #[returns(Booking)]
    Bookings { arg0: Uint256 },
    /// getter of `uint8[2][50_000] public flags`
    #[returns(u8)]
    Flags { arg0: Uint256, arg1: Uint256 },
    /// getter of `mapping(address => uint32[100_000]) public marks`
    #[returns(u32)]
    Marks { arg0: String, arg1: Uint256 },
    /// getter of `uint256[3] public tiers`
    #[returns(cosmwasm_std::Uint256)]
    Tiers { arg0: Uint256 },
    /// `flagsOf(uint256 seat) public view returns (uint8[2])`
    #[returns(Vec<u8>)]
    FlagsOf { seat: Uint256 },
    /// `lengths() public view returns (uint256, uint256, uint256, uint256, uint256)`
    #[returns(LengthsResponse)]
    Lengths { sender: String },
}

/// The return values of `lengths()`.
#[cw_serde]
pub struct LengthsResponse {
    pub ret0: Uint256,
    pub ret1: Uint256,
    pub ret2: Uint256,
    pub ret3: Uint256,
    pub ret4: Uint256,
}

#[cw_serde]
pub struct MigrateMsg {}
