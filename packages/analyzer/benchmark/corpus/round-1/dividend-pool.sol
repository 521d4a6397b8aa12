pragma solidity ^0.6.12;

contract DividendPool {
    address public owner;
    address payable[] public holders;
    mapping(address => bool) public registered;
    mapping(address => uint256) public pendingWithdrawals;

    constructor() public {
        owner = msg.sender;
    }

    receive() external payable {}

    function register() external {
        require(!registered[msg.sender], "registered");
        registered[msg.sender] = true;
        holders.push(msg.sender);
    }

    function distribute() external {
        require(msg.sender == owner, "owner");
        uint256 share = address(this).balance / holders.length;
        for (uint256 i = 0; i < holders.length; i++) {
            holders[i].transfer(share);
        }
    }

    function allocate(uint256 from, uint256 to) external {
        require(msg.sender == owner, "owner");
        require(to <= holders.length && from < to, "range");
        uint256 share = address(this).balance / holders.length;
        for (uint256 i = from; i < to; i++) {
            pendingWithdrawals[holders[i]] += share;
        }
    }

    function withdraw() external {
        uint256 amount = pendingWithdrawals[msg.sender];
        pendingWithdrawals[msg.sender] = 0;
        msg.sender.transfer(amount);
    }
}
