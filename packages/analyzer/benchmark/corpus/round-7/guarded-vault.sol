// SPDX-License-Identifier: AGPL-3.0-only
pragma solidity 0.8.19;

interface IERC20Like {
    function balanceOf(address account) external view returns (uint256);
}

library SafeTransferLib {
    function safeTransfer(address token, address to, uint256 amount) internal {
        (bool success, bytes memory data) = token.call(abi.encodeWithSelector(0xa9059cbb, to, amount));
        require(success && (data.length == 0 || abi.decode(data, (bool))), "TRANSFER_FAILED");
    }

    function safeTransferFrom(address token, address from, address to, uint256 amount) internal {
        (bool success, bytes memory data) = token.call(abi.encodeWithSelector(0x23b872dd, from, to, amount));
        require(success && (data.length == 0 || abi.decode(data, (bool))), "TRANSFER_FROM_FAILED");
    }

    function safeTransferETH(address to, uint256 amount) internal {
        bool success;
        assembly {
            success := call(gas(), to, amount, 0, 0, 0, 0)
        }
        require(success, "ETH_TRANSFER_FAILED");
    }
}

contract GuardedVault {
    using SafeTransferLib for address;

    address public immutable asset;
    address public governor;
    uint256 private locked = 1;
    uint256 public totalShares;
    mapping(address => uint256) public sharesOf;
    mapping(address => uint256) public ethBalance;

    modifier noReentry() {
        require(locked == 1, "REENTRANCY");
        locked = 2;
        _;
        locked = 1;
    }

    modifier onlyGovernor() {
        require(msg.sender == governor, "UNAUTHORIZED");
        _;
    }

    constructor(address asset_) {
        require(asset_ != address(0), "ASSET");
        asset = asset_;
        governor = msg.sender;
    }

    function deposit(uint256 assets) external noReentry returns (uint256 shares) {
        uint256 pool = IERC20Like(asset).balanceOf(address(this));
        shares = totalShares == 0 ? assets : assets * totalShares / pool;
        asset.safeTransferFrom(msg.sender, address(this), assets);
        totalShares += shares;
        sharesOf[msg.sender] += shares;
    }

    function redeem(uint256 shares) external noReentry returns (uint256 assets) {
        uint256 pool = IERC20Like(asset).balanceOf(address(this));
        assets = shares * pool / totalShares;
        sharesOf[msg.sender] -= shares;
        totalShares -= shares;
        asset.safeTransfer(msg.sender, assets);
    }

    function depositETH() external payable {
        ethBalance[msg.sender] += msg.value;
    }

    function withdrawETH(uint256 amount) external noReentry {
        require(ethBalance[msg.sender] >= amount, "BALANCE");
        msg.sender.safeTransferETH(amount);
        ethBalance[msg.sender] -= amount;
    }

    function withdrawAllETH() external {
        uint256 amount = ethBalance[msg.sender];
        (bool ok, ) = msg.sender.call{value: amount}("");
        require(ok, "ETH");
        ethBalance[msg.sender] = 0;
    }

    function setGovernor(address next) external onlyGovernor {
        require(next != address(0), "ZERO");
        governor = next;
    }

    function rescue(address token, address to, uint256 amount) external onlyGovernor {
        require(token != asset, "ASSET");
        token.safeTransfer(to, amount);
    }
}
