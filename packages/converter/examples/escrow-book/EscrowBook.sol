// SPDX-License-Identifier: MIT
// EscrowBook: many escrows in one contract, keyed by id, each with a buyer, a seller, an optional
// arbiter who earns a fee in basis points, and an expiry after which the buyer can reclaim.
pragma solidity ^0.8.20;

contract EscrowBook {
    enum Status {
        None,
        Funded,
        Released,
        Refunded
    }

    struct Deal {
        address buyer;
        address payable seller;
        address arbiter;
        uint128 amount;
        uint64 expiresAt;
        uint16 feeBps;
        Status status;
    }

    uint16 public constant MAX_FEE_BPS = 500;
    uint256 public nextId = 1;
    mapping(uint256 => Deal) public deals;
    mapping(address => uint256[]) private _dealsOf;
    mapping(address => uint256) public feesEarned;

    event Opened(uint256 indexed id, address indexed buyer, address indexed seller, uint256 amount, uint64 expiresAt);
    event Released(uint256 indexed id, uint256 toSeller, uint256 fee);
    event Refunded(uint256 indexed id, uint256 amount);
    event FeesWithdrawn(address indexed arbiter, uint256 amount);

    error DealNotFunded(uint256 id, Status status);
    error NotParticipant(uint256 id, address caller);
    error FeeTooHigh(uint16 feeBps, uint16 maxFeeBps);
    error NotExpired(uint256 id, uint64 expiresAt, uint256 nowTs);

    function open(address payable seller, address arbiter, uint64 duration, uint16 feeBps)
        external
        payable
        returns (uint256 id)
    {
        require(msg.value > 0, "EscrowBook: no funds");
        require(seller != msg.sender, "EscrowBook: seller is buyer");
        if (feeBps > MAX_FEE_BPS) revert FeeTooHigh(feeBps, MAX_FEE_BPS);
        id = nextId++;
        uint64 expiresAt = uint64(block.timestamp) + duration;
        deals[id] = Deal(msg.sender, seller, arbiter, uint128(msg.value), expiresAt, feeBps, Status.Funded);
        _dealsOf[msg.sender].push(id);
        _dealsOf[seller].push(id);
        emit Opened(id, msg.sender, seller, msg.value, expiresAt);
    }

    function release(uint256 id) external {
        Deal storage deal = _funded(id);
        if (msg.sender != deal.buyer && msg.sender != deal.arbiter) revert NotParticipant(id, msg.sender);
        deal.status = Status.Released;
        uint256 fee = (uint256(deal.amount) * deal.feeBps) / 10_000;
        uint256 toSeller = deal.amount - fee;
        feesEarned[deal.arbiter] += fee;
        deal.seller.transfer(toSeller);
        emit Released(id, toSeller, fee);
    }

    function refund(uint256 id) external {
        Deal storage deal = _funded(id);
        if (msg.sender == deal.arbiter || msg.sender == deal.seller) {
            // the counterparty or the arbiter may refund at any time
        } else if (msg.sender == deal.buyer) {
            if (block.timestamp < deal.expiresAt) revert NotExpired(id, deal.expiresAt, block.timestamp);
        } else {
            revert NotParticipant(id, msg.sender);
        }
        deal.status = Status.Refunded;
        uint256 amount = deal.amount;
        payable(deal.buyer).transfer(amount);
        emit Refunded(id, amount);
    }

    function withdrawFees() external {
        uint256 amount = feesEarned[msg.sender];
        require(amount > 0, "EscrowBook: no fees");
        feesEarned[msg.sender] = 0;
        payable(msg.sender).transfer(amount);
        emit FeesWithdrawn(msg.sender, amount);
    }

    function dealsOf(address account) external view returns (uint256[] memory) {
        return _dealsOf[account];
    }

    function _funded(uint256 id) private view returns (Deal storage deal) {
        deal = deals[id];
        if (deal.status != Status.Funded) revert DealNotFunded(id, deal.status);
    }
}
