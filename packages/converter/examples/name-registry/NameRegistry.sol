// SPDX-License-Identifier: MIT
// NameRegistry: pay-per-year registration of lowercase names that resolve to an address, with
// renewals, transfers, text records, a reverse (primary) name and expiry by block time.
pragma solidity ^0.8.20;

library NameRules {
    function isValid(string memory name) internal pure returns (bool) {
        bytes memory b = bytes(name);
        if (b.length < 3 || b.length > 32) return false;
        for (uint256 i = 0; i < b.length; i++) {
            bytes1 c = b[i];
            bool lower = c >= 0x61 && c <= 0x7a;
            bool digit = c >= 0x30 && c <= 0x39;
            if (!lower && !digit && c != 0x2d) return false;
        }
        return true;
    }

    function node(string memory name) internal pure returns (bytes32) {
        return keccak256(bytes(name));
    }
}

contract NameRegistry {
    using NameRules for string;

    struct Record {
        address owner;
        address target;
        uint64 expires;
        string text;
    }

    uint256 public constant PRICE_PER_YEAR = 1000;
    uint64 public constant YEAR = 365 days;

    address public immutable treasury;
    mapping(bytes32 => Record) public records;
    mapping(address => string) public primaryName;
    uint256 public registrations;

    event NameRegistered(string indexed name, address indexed owner, uint64 expires);
    event NameRenewed(string name, uint64 expires);
    event NameTransferred(bytes32 indexed node, address indexed from, address indexed to);
    event TextChanged(bytes32 indexed node, string text);

    error InvalidName(string name);
    error NameTaken(string name, uint64 expires);
    error NotNameOwner(string name, address caller);
    error WrongFee(uint256 sent, uint256 required);

    constructor(address treasury_) {
        treasury = treasury_;
    }

    function nodeOf(string calldata name) external pure returns (bytes32) {
        return name.node();
    }

    function available(string calldata name) public view returns (bool) {
        return name.isValid() && records[name.node()].expires <= block.timestamp;
    }

    function register(string calldata name, address target, uint8 years_) external payable {
        if (!name.isValid()) revert InvalidName(name);
        require(years_ >= 1 && years_ <= 5, "1 to 5 years");
        Record storage record = records[name.node()];
        if (record.expires > block.timestamp) revert NameTaken(name, record.expires);
        uint256 fee = PRICE_PER_YEAR * years_;
        if (msg.value != fee) revert WrongFee(msg.value, fee);
        record.owner = msg.sender;
        record.target = target;
        record.expires = uint64(block.timestamp) + YEAR * years_;
        delete record.text;
        registrations++;
        emit NameRegistered(name, msg.sender, record.expires);
    }

    function renew(string calldata name, uint8 years_) external payable {
        Record storage record = _owned(name);
        uint256 fee = PRICE_PER_YEAR * years_;
        if (msg.value != fee) revert WrongFee(msg.value, fee);
        record.expires += YEAR * years_;
        emit NameRenewed(name, record.expires);
    }

    function transferName(string calldata name, address to) external {
        Record storage record = _owned(name);
        require(to != address(0), "zero owner");
        record.owner = to;
        emit NameTransferred(name.node(), msg.sender, to);
    }

    function setText(string calldata name, string calldata text) external {
        Record storage record = _owned(name);
        record.text = text;
        emit TextChanged(name.node(), text);
    }

    function setPrimaryName(string calldata name) external {
        Record storage record = records[name.node()];
        require(record.target == msg.sender && record.expires > block.timestamp, "name does not resolve to you");
        primaryName[msg.sender] = name;
    }

    function resolve(string calldata name) external view returns (address) {
        Record storage record = records[name.node()];
        if (record.expires <= block.timestamp) return address(0);
        return record.target;
    }

    function sweep() external {
        payable(treasury).transfer(address(this).balance);
    }

    function _owned(string calldata name) private view returns (Record storage record) {
        record = records[name.node()];
        if (record.owner != msg.sender || record.expires <= block.timestamp) revert NotNameOwner(name, msg.sender);
    }
}
