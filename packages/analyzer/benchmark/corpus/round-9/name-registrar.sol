// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

contract NameRegistrar {
    uint256 public constant MIN_COMMITMENT_AGE = 60;
    uint256 public constant MAX_COMMITMENT_AGE = 1 days;
    uint256 public constant MIN_DURATION = 28 days;

    address public immutable owner;
    uint256 public pricePerSecond;
    mapping(bytes32 => uint256) public commitments;
    mapping(bytes32 => address) public ownerOf;
    mapping(bytes32 => uint256) public expiries;

    constructor(uint256 pricePerSecond_) {
        owner = msg.sender;
        pricePerSecond = pricePerSecond_;
    }

    function makeCommitment(string calldata name, address registrant, bytes32 secret) public pure returns (bytes32) {
        return keccak256(abi.encodePacked(keccak256(bytes(name)), registrant, secret));
    }

    function commit(bytes32 commitment) external {
        require(commitments[commitment] + MAX_COMMITMENT_AGE < block.timestamp, "unexpired");
        commitments[commitment] = block.timestamp;
    }

    function register(string calldata name, address registrant, uint256 duration, bytes32 secret) external payable {
        bytes32 commitment = makeCommitment(name, registrant, secret);
        require(commitments[commitment] + MIN_COMMITMENT_AGE <= block.timestamp, "too new");
        require(commitments[commitment] + MAX_COMMITMENT_AGE > block.timestamp, "too old");
        delete commitments[commitment];
        require(duration >= MIN_DURATION, "short");
        bytes32 label = keccak256(bytes(name));
        require(expiries[label] < block.timestamp, "taken");
        require(msg.value >= duration * pricePerSecond, "price");
        ownerOf[label] = registrant;
        expiries[label] = block.timestamp + duration;
        if (msg.value > duration * pricePerSecond) {
            payable(msg.sender).transfer(msg.value - duration * pricePerSecond);
        }
    }

    function nodeOf(string calldata label, string calldata parent) external pure returns (bytes32) {
        return keccak256(abi.encodePacked(label, parent));
    }

    function setPrice(uint256 newPrice) external {
        pricePerSecond = newPrice;
    }

    function withdraw() external {
        require(msg.sender == owner, "owner");
        payable(owner).transfer(address(this).balance);
    }
}
