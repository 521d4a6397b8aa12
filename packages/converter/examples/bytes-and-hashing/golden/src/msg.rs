use cosmwasm_schema::{cw_serde, QueryResponses};
use cosmwasm_std::{HexBinary, Int128, Int256, Int64, Uint128, Uint256, Uint64};

/// The implicit constructor (no arguments).
#[cw_serde]
pub struct InstantiateMsg {}

#[cw_serde]
pub enum ExecuteMsg {
    /// `setBlob(bytes b) external`
    SetBlob { b: HexBinary },
    /// `setText(string s) external`
    SetText { s: String },
    /// `pushBlob(bytes1 b) external`
    PushBlob { b: HexBinary },
    /// `popBlob() external`
    PopBlob {},
    /// `setBlobAt(uint256 i, bytes1 b) external`
    SetBlobAt { i: Uint256, b: HexBinary },
    /// `deleteBlob() external`
    DeleteBlob {},
    /// `storeWord(string s) external`
    StoreWord { s: String },
}

#[cw_serde]
#[derive(QueryResponses)]
pub enum QueryMsg {
    /// getter of `bytes public blob`
    #[returns(cosmwasm_std::HexBinary)]
    Blob {},
    /// getter of `string public text`
    #[returns(String)]
    Text {},
    /// getter of `bytes32 public word`
    #[returns(cosmwasm_std::HexBinary)]
    Word {},
    /// getter of `bytes4 public sel`
    #[returns(cosmwasm_std::HexBinary)]
    Sel {},
    /// `narrow(uint256 a) external pure returns (uint8, uint16, uint40, uint128, uint160)`
    #[returns(NarrowResponse)]
    Narrow { a: Uint256 },
    /// `signs(int256 a) external pure returns (uint256, int8, uint8, int128, int40)`
    #[returns(SignsResponse)]
    Signs { a: Int256 },
    /// `signs8(int8 a) external pure returns (uint8, int16, uint16)`
    #[returns(Signs8Response)]
    Signs8 { a: i8 },
    /// `toSigned(uint256 a) external pure returns (int256, int64)`
    #[returns(ToSignedResponse)]
    ToSigned { a: Uint256 },
    /// `wordCasts(uint256 a) external pure returns (bytes32, uint256, bytes4, bytes8, bytes32)`
    #[returns(WordCastsResponse)]
    WordCasts { a: Uint256 },
    /// `smallBytes(bytes2 b) external pure returns (uint16, bytes1, bytes1, bytes4, uint8)`
    #[returns(SmallBytesResponse)]
    SmallBytes { b: HexBinary },
    /// `byteOps(bytes4 a, bytes4 b) external pure returns (bytes4, bytes4, bytes4, bytes4, bytes4, bytes4)`
    #[returns(ByteOpsResponse)]
    ByteOps { a: HexBinary, b: HexBinary },
    /// `byteCmp(bytes4 a, bytes4 b) external pure returns (bool, bool, bool)`
    #[returns(ByteCmpResponse)]
    ByteCmp { a: HexBinary, b: HexBinary },
    /// `literalCasts() external pure returns (uint8, int8, bytes2, uint256, bytes32)`
    #[returns(LiteralCastsResponse)]
    LiteralCasts {},
    /// `blobLen() external view returns (uint256)`
    #[returns(cosmwasm_std::Uint256)]
    BlobLen {},
    /// `blobAt(uint256 i) external view returns (bytes1)`
    #[returns(cosmwasm_std::HexBinary)]
    BlobAt { i: Uint256 },
    /// `textLen() external view returns (uint256)`
    #[returns(cosmwasm_std::Uint256)]
    TextLen {},
    /// `textByte(uint256 i) external view returns (bytes1)`
    #[returns(cosmwasm_std::HexBinary)]
    TextByte { i: Uint256 },
    /// `cat(string a, string b) external pure returns (string)`
    #[returns(String)]
    Cat { a: String, b: String },
    /// `catBytes(bytes a, bytes2 b, bytes c) external pure returns (bytes)`
    #[returns(cosmwasm_std::HexBinary)]
    CatBytes {
        a: HexBinary,
        b: HexBinary,
        c: HexBinary,
    },
    /// `same(string a, string b) external pure returns (bool)`
    #[returns(bool)]
    Same { a: String, b: String },
    /// `sameText(string a) external view returns (bool)`
    #[returns(bool)]
    SameText { a: String },
    /// `hashes(uint256 a, string s) external pure returns (bytes32, bytes32, bytes32, bytes32)`
    #[returns(HashesResponse)]
    Hashes { a: Uint256, s: String },
    /// `hashMixed(uint8 a, int16 b, bool c, bytes3 d, uint72 e) external pure returns (bytes32, bytes32)`
    #[returns(HashMixedResponse)]
    HashMixed {
        a: u8,
        b: i16,
        c: bool,
        d: HexBinary,
        e: Uint128,
    },
    /// `hashArr(uint16[] xs) external pure returns (bytes32, bytes32)`
    #[returns(HashArrResponse)]
    HashArr { xs: Vec<u16> },
    /// `memBytes(uint256 n) external pure returns (bytes out)`
    #[returns(cosmwasm_std::HexBinary)]
    MemBytes { n: Uint256 },
    /// `reverseStr(string s) external pure returns (string)`
    #[returns(String)]
    ReverseStr { s: String },
    /// `emptyChecks(string s) external pure returns (bool, uint256)`
    #[returns(EmptyChecksResponse)]
    EmptyChecks { s: String },
}

/// The return values of `narrow(uint256)`.
#[cw_serde]
pub struct NarrowResponse {
    pub ret0: u8,
    pub ret1: u16,
    pub ret2: Uint64,
    pub ret3: Uint128,
    pub ret4: Uint256,
}

/// The return values of `signs(int256)`.
#[cw_serde]
pub struct SignsResponse {
    pub ret0: Uint256,
    pub ret1: i8,
    pub ret2: u8,
    pub ret3: Int128,
    pub ret4: Int64,
}

/// The return values of `signs8(int8)`.
#[cw_serde]
pub struct Signs8Response {
    pub ret0: u8,
    pub ret1: i16,
    pub ret2: u16,
}

/// The return values of `toSigned(uint256)`.
#[cw_serde]
pub struct ToSignedResponse {
    pub ret0: Int256,
    pub ret1: Int64,
}

/// The return values of `wordCasts(uint256)`.
#[cw_serde]
pub struct WordCastsResponse {
    pub ret0: HexBinary,
    pub ret1: Uint256,
    pub ret2: HexBinary,
    pub ret3: HexBinary,
    pub ret4: HexBinary,
}

/// The return values of `smallBytes(bytes2)`.
#[cw_serde]
pub struct SmallBytesResponse {
    pub ret0: u16,
    pub ret1: HexBinary,
    pub ret2: HexBinary,
    pub ret3: HexBinary,
    pub ret4: u8,
}

/// The return values of `byteOps(bytes4,bytes4)`.
#[cw_serde]
pub struct ByteOpsResponse {
    pub ret0: HexBinary,
    pub ret1: HexBinary,
    pub ret2: HexBinary,
    pub ret3: HexBinary,
    pub ret4: HexBinary,
    pub ret5: HexBinary,
}

/// The return values of `byteCmp(bytes4,bytes4)`.
#[cw_serde]
pub struct ByteCmpResponse {
    pub ret0: bool,
    pub ret1: bool,
    pub ret2: bool,
}

/// The return values of `literalCasts()`.
#[cw_serde]
pub struct LiteralCastsResponse {
    pub ret0: u8,
    pub ret1: i8,
    pub ret2: HexBinary,
    pub ret3: Uint256,
    pub ret4: HexBinary,
}

/// The return values of `hashes(uint256,string)`.
#[cw_serde]
pub struct HashesResponse {
    pub ret0: HexBinary,
    pub ret1: HexBinary,
    pub ret2: HexBinary,
    pub ret3: HexBinary,
}

/// The return values of `hashMixed(uint8,int16,bool,bytes3,uint72)`.
#[cw_serde]
pub struct HashMixedResponse {
    pub ret0: HexBinary,
    pub ret1: HexBinary,
}

/// The return values of `hashArr(uint16[])`.
#[cw_serde]
pub struct HashArrResponse {
    pub ret0: HexBinary,
    pub ret1: HexBinary,
}

/// The return values of `emptyChecks(string)`.
#[cw_serde]
pub struct EmptyChecksResponse {
    pub ret0: bool,
    pub ret1: Uint256,
}

#[cw_serde]
pub struct MigrateMsg {}
