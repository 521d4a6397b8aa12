// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
}

library SafeTransfer {
    function safeTransfer(IERC20 token, address to, uint256 amount) internal {
        (bool ok, bytes memory data) = address(token).call(abi.encodeWithSelector(IERC20.transfer.selector, to, amount));
        require(ok && (data.length == 0 || abi.decode(data, (bool))), "transfer failed");
    }
}

contract TokenVesting {
    using SafeTransfer for IERC20;

    IERC20 public immutable token;
    address public immutable beneficiary;
    uint64 public immutable start;
    uint64 public immutable duration;
    uint256 public released;

    constructor(IERC20 _token, address _beneficiary, uint64 _start, uint64 _duration) {
        require(_beneficiary != address(0), "beneficiary");
        require(_duration > 0, "duration");
        token = _token;
        beneficiary = _beneficiary;
        start = _start;
        duration = _duration;
    }

    function vestedAmount(uint256 total) public view returns (uint256) {
        if (block.timestamp < start) return 0;
        if (block.timestamp >= start + duration) return total;
        return total * (block.timestamp - start) / duration;
    }

    function release(uint256 totalAllocation) external {
        require(msg.sender == beneficiary, "beneficiary");
        uint256 amount = vestedAmount(totalAllocation) - released;
        released += amount;
        token.safeTransfer(beneficiary, amount);
    }
}
