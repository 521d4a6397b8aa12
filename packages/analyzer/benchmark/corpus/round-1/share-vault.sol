// SPDX-License-Identifier: MIT
pragma solidity 0.8.19;

interface IERC20 {
    function totalSupply() external view returns (uint256);
    function balanceOf(address account) external view returns (uint256);
    function transfer(address to, uint256 amount) external returns (bool);
    function transferFrom(address from, address to, uint256 amount) external returns (bool);
}

/// Pooled deposits of one ERC20; shares track each depositor's part of the pool.
contract ShareVault {
    IERC20 public immutable asset;
    address public owner;
    uint256 public totalShares;
    mapping(address => uint256) public sharesOf;

    event Deposited(address indexed user, uint256 assets, uint256 shares);
    event Withdrawn(address indexed user, uint256 assets, uint256 shares);

    constructor(IERC20 _asset) {
        asset = _asset;
        owner = msg.sender;
    }

    function totalAssets() public view returns (uint256) {
        return asset.balanceOf(address(this));
    }

    function deposit(uint256 assets) external returns (uint256 shares) {
        require(assets > 0, "zero");
        uint256 pool = totalAssets();
        if (totalShares == 0 || pool == 0) {
            shares = assets;
        } else {
            shares = assets / pool * totalShares;
        }
        asset.transferFrom(msg.sender, address(this), assets);
        totalShares += shares;
        sharesOf[msg.sender] += shares;
        emit Deposited(msg.sender, assets, shares);
    }

    function previewRedeem(uint256 shares) public view returns (uint256) {
        return shares * totalAssets() / totalShares;
    }

    function redeem(uint256 shares) external returns (uint256 assets) {
        require(shares > 0 && shares <= sharesOf[msg.sender], "shares");
        assets = previewRedeem(shares);
        sharesOf[msg.sender] -= shares;
        totalShares -= shares;
        require(asset.transfer(msg.sender, assets), "transfer failed");
        emit Withdrawn(msg.sender, assets, shares);
    }

    function skim(address to) external {
        require(msg.sender == owner, "owner");
        uint256 excess = totalAssets() - totalShares;
        bool ok = asset.transfer(to, excess);
        require(ok, "skim failed");
    }
}
