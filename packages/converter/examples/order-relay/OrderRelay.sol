// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// Queues credit orders as ABI-encoded payloads and executes them later by decoding them and
/// calling its own overloaded `credit` functions; orders carry a modular fingerprint.
contract OrderRelay {
    uint256 public constant FIELD = 2 ** 255 - 19;

    address public owner;
    bytes[] private payloads;
    mapping(uint256 => bool) public executed;
    mapping(address => uint256) public credits;
    mapping(bytes4 => uint256) public tagged;

    event Queued(uint256 indexed id, uint256 fingerprint);
    event Executed(uint256 indexed id, address to, uint256 amount);
    event Credited(address indexed to, uint256 amount, bytes4 tag);

    error NotOwner(address caller);
    error UnknownOrder(uint256 id);
    error AlreadyExecuted(uint256 id);

    modifier onlyOwner() {
        if (msg.sender != owner) revert NotOwner(msg.sender);
        _;
    }

    modifier onlySelf() {
        require(msg.sender == address(this), "only the relay itself");
        _;
    }

    constructor() {
        owner = msg.sender;
    }

    function enqueue(address to, uint256 amount, bytes4 tag) external onlyOwner returns (uint256 id) {
        payloads.push(abi.encode(to, amount, tag));
        id = payloads.length - 1;
        emit Queued(id, fingerprint(amount, uint32(tag)));
    }

    /// Decodes order `id` and credits it through the relay's own external functions.
    function execute(uint256 id) external {
        if (id >= payloads.length) revert UnknownOrder(id);
        if (executed[id]) revert AlreadyExecuted(id);
        executed[id] = true;
        (address to, uint256 amount, bytes4 tag) = abi.decode(payloads[id], (address, uint256, bytes4));
        if (tag == bytes4(0)) {
            this.credit(to, amount);
        } else {
            this.credit(to, amount, tag);
        }
        emit Executed(id, to, amount);
    }

    function credit(address to, uint256 amount) external onlySelf {
        credits[to] += amount;
        emit Credited(to, amount, bytes4(0));
    }

    function credit(address to, uint256 amount, bytes4 tag) external onlySelf {
        credits[to] += amount;
        tagged[tag] += 1;
        emit Credited(to, amount, tag);
    }

    /// `a * b + (a + b)` modulo the field, without overflow.
    function fingerprint(uint256 a, uint256 b) public pure returns (uint256) {
        return addmod(mulmod(a, b, FIELD), addmod(a, b, FIELD), FIELD);
    }

    function scaled(uint256 a, uint256 b, uint256 m) external pure returns (uint256) {
        return mulmod(a, b, m);
    }

    /// Reads a `(uint64 limit, bool open)` pair from ABI-encoded bytes.
    function decodeLimits(bytes calldata data) external pure returns (uint64 limit, bool open) {
        return abi.decode(data, (uint64, bool));
    }

    function orderCount() external view returns (uint256) {
        return payloads.length;
    }
}
