// SPDX-License-Identifier: BSD-3-Clause
pragma solidity ^0.8.10;

interface EIP20NonStandardInterface {
    function transfer(address dst, uint256 amount) external;
    function transferFrom(address src, address dst, uint256 amount) external;
    function balanceOf(address owner) external view returns (uint256);
}

contract MoneyMarket {
    uint256 internal constant EXP_SCALE = 1e18;
    address public immutable underlying;
    address public admin;
    uint256 public totalSupply;
    uint256 public totalBorrows;
    uint256 public reserveFactorMantissa;
    mapping(address => uint256) public accountTokens;
    mapping(address => uint256) public accountBorrows;

    constructor(address underlying_) {
        require(underlying_ != address(0), "underlying");
        underlying = underlying_;
        admin = msg.sender;
    }

    function getCash() public view returns (uint256) {
        return EIP20NonStandardInterface(underlying).balanceOf(address(this));
    }

    function exchangeRate() public view returns (uint256) {
        if (totalSupply == 0) return EXP_SCALE;
        return (getCash() + totalBorrows) * EXP_SCALE / totalSupply;
    }

    function doTransferIn(address from, uint256 amount) internal returns (uint256) {
        EIP20NonStandardInterface token = EIP20NonStandardInterface(underlying);
        uint256 balanceBefore = token.balanceOf(address(this));
        token.transferFrom(from, address(this), amount);
        bool success;
        assembly {
            switch returndatasize()
            case 0 {
                success := not(0)
            }
            case 32 {
                returndatacopy(0, 0, 32)
                success := mload(0)
            }
            default {
                revert(0, 0)
            }
        }
        require(success, "TOKEN_TRANSFER_IN_FAILED");
        return token.balanceOf(address(this)) - balanceBefore;
    }

    function mint(uint256 mintAmount) external {
        uint256 rate = exchangeRate();
        uint256 actualMintAmount = doTransferIn(msg.sender, mintAmount);
        uint256 mintTokens = actualMintAmount * EXP_SCALE / rate;
        totalSupply += mintTokens;
        accountTokens[msg.sender] += mintTokens;
    }

    function setReserveFactor(uint256 newReserveFactorMantissa) external {
        require(msg.sender == admin, "admin");
        require(newReserveFactorMantissa <= 1e18, "too high");
        reserveFactorMantissa = newReserveFactorMantissa;
    }

    function repayBorrowBehalf(address borrower, uint256 repayAmount) external {
        uint256 actual = doTransferIn(msg.sender, repayAmount);
        accountBorrows[borrower] -= actual;
        totalBorrows -= actual;
    }
}
