// SPDX-License-Identifier: MIT
pragma solidity >=0.8.4 <0.9.0;

interface IERC20 {
    function transfer(address to, uint256 value) external returns (bool);
    function transferFrom(address from, address to, uint256 value) external returns (bool);
}

library SafeERC20 {
    function safeTransfer(IERC20 token, address to, uint256 value) internal {
        _callOptionalReturn(token, abi.encodeWithSelector(token.transfer.selector, to, value));
    }

    function safeTransferFrom(IERC20 token, address from, address to, uint256 value) internal {
        _callOptionalReturn(token, abi.encodeWithSelector(token.transferFrom.selector, from, to, value));
    }

    function _callOptionalReturn(IERC20 token, bytes memory data) private {
        (bool success, bytes memory returndata) = address(token).call(data);
        require(success, "SafeERC20: low-level call failed");
        if (returndata.length > 0) {
            require(abi.decode(returndata, (bool)), "SafeERC20: operation did not succeed");
        }
    }
}

contract VestingVault {
    using SafeERC20 for IERC20;

    error TooLarge();

    struct Grant {
        uint128 total;
        uint128 released;
        uint64 start;
        uint64 duration;
    }

    IERC20 public immutable token;
    address public immutable admin;
    mapping(address => Grant) public grants;

    constructor(IERC20 token_) {
        token = token_;
        admin = msg.sender;
    }

    function createGrant(address beneficiary, uint256 amount, uint256 start, uint256 duration) external {
        require(msg.sender == admin, "admin");
        require(grants[beneficiary].total == 0, "exists");
        if (amount > type(uint128).max || start > type(uint64).max || duration > type(uint64).max) revert TooLarge();
        require(duration >= 365 days, "short");
        grants[beneficiary] = Grant(uint128(amount), 0, uint64(start), uint64(duration));
        token.safeTransferFrom(msg.sender, address(this), amount);
    }

    function vested(address beneficiary) public view returns (uint256) {
        Grant memory g = grants[beneficiary];
        if (block.timestamp < g.start) return 0;
        uint256 elapsed = block.timestamp - g.start;
        if (elapsed >= g.duration) return g.total;
        return g.total / g.duration * elapsed;
    }

    function release() external {
        Grant storage g = grants[msg.sender];
        uint256 amount = vested(msg.sender) - g.released;
        require(amount > 0, "nothing");
        g.released += uint128(amount);
        token.safeTransfer(msg.sender, amount);
    }

    function releasableNow(address beneficiary) external view returns (uint128) {
        return uint128(vested(beneficiary)) - grants[beneficiary].released;
    }
}
