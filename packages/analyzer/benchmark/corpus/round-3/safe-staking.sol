pragma solidity ^0.6.12;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

library SafeERC20 {
    function safeTransfer(IERC20 token, address to, uint256 value) internal {
        (bool success, bytes memory data) = address(token).call(abi.encodeWithSelector(token.transfer.selector, to, value));
        require(success && (data.length == 0 || abi.decode(data, (bool))), "transfer failed");
    }

    function safeTransferFrom(IERC20 token, address from, address to, uint256 value) internal {
        (bool success, bytes memory data) = address(token).call(abi.encodeWithSelector(token.transferFrom.selector, from, to, value));
        require(success && (data.length == 0 || abi.decode(data, (bool))), "transferFrom failed");
    }
}

library SafeMath {
    function add(uint256 a, uint256 b) internal pure returns (uint256) {
        uint256 c = a + b;
        require(c >= a, "overflow");
        return c;
    }

    function sub(uint256 a, uint256 b) internal pure returns (uint256) {
        require(b <= a, "underflow");
        return a - b;
    }
}

contract SafeStaking {
    using SafeERC20 for IERC20;
    using SafeMath for uint256;

    IERC20 public immutable token;
    mapping(address => uint256) public balances;
    uint256 public totalStaked;
    uint256 public epoch;

    constructor(IERC20 _token) public {
        token = _token;
    }

    function stake(uint256 amount) external {
        token.safeTransferFrom(msg.sender, address(this), amount);
        balances[msg.sender] = balances[msg.sender].add(amount);
        totalStaked = totalStaked.add(amount);
    }

    function unstake(uint256 amount) external {
        balances[msg.sender] = balances[msg.sender].sub(amount);
        totalStaked = totalStaked.sub(amount);
        token.safeTransfer(msg.sender, amount);
    }

    function stakeFor(address user, uint256 amount) external {
        token.safeTransferFrom(user, address(this), amount);
        balances[user] = balances[user].add(amount);
        totalStaked = totalStaked.add(amount);
    }

    function advance(uint256 epochs) external {
        epoch = epoch + epochs;
    }
}
