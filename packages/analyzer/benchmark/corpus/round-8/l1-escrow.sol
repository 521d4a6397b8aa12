// SPDX-License-Identifier: MIT
pragma solidity ^0.8.15;

interface ICrossDomainMessenger {
    function xDomainMessageSender() external view returns (address);
    function sendMessage(address target, bytes calldata message, uint32 gasLimit) external;
}

contract L1EthEscrow {
    ICrossDomainMessenger public immutable messenger;
    address public l2Bridge;
    uint256 public depositNonce;

    event DepositInitiated(address indexed from, address indexed to, uint256 amount, uint256 nonce);
    event WithdrawalFinalized(address indexed to, uint256 amount);

    constructor(ICrossDomainMessenger messenger_) {
        messenger = messenger_;
    }

    function setL2Bridge(address bridge) external {
        require(l2Bridge == address(0), "set");
        l2Bridge = bridge;
    }

    modifier onlyFromL2Bridge() {
        require(msg.sender == address(messenger) && messenger.xDomainMessageSender() == l2Bridge, "not bridge");
        _;
    }

    function depositETHTo(address to, uint32 gasLimit) external payable {
        require(msg.value > 0, "amount");
        uint256 nonce = depositNonce++;
        messenger.sendMessage(l2Bridge, abi.encodeWithSignature("finalizeDeposit(address,address,uint256,uint256)", msg.sender, to, msg.value, nonce), gasLimit);
        emit DepositInitiated(msg.sender, to, msg.value, nonce);
    }

    function finalizeWithdrawal(address payable to, uint256 amount) external onlyFromL2Bridge {
        (bool ok, ) = to.call{value: amount}("");
        require(ok, "send");
        emit WithdrawalFinalized(to, amount);
    }
}
