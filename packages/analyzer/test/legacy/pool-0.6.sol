pragma solidity ^0.6.12;

abstract contract Base {
    function fee() public view virtual returns (uint256);
}

contract Pool06 is Base {
    mapping(address => uint256) public shares;
    uint256 public total;

    receive() external payable {
        shares[msg.sender] += msg.value;
        total += msg.value;
    }

    function fee() public view override returns (uint256) {
        return total / 100 * 3;
    }

    function exit(uint256 amount) external {
        require(shares[msg.sender] >= amount, "shares");
        (bool ok, ) = msg.sender.call{value: amount}("");
        require(ok, "send");
        shares[msg.sender] -= amount;
        total -= amount;
    }
}
