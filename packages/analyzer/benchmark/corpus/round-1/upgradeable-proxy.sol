// SPDX-License-Identifier: MIT
pragma solidity ^0.8.0;

contract UpgradeableProxy {
    address public implementation;
    address public admin;

    event Upgraded(address indexed implementation);

    modifier onlyAdmin() {
        require(msg.sender == admin, "admin");
        _;
    }

    constructor(address _implementation) {
        require(_implementation != address(0), "impl");
        implementation = _implementation;
        admin = msg.sender;
    }

    function upgradeTo(address newImplementation) external {
        require(newImplementation.code.length > 0, "not a contract");
        implementation = newImplementation;
        emit Upgraded(newImplementation);
    }

    function upgradeToAndCall(address newImplementation, bytes calldata data) external onlyAdmin {
        require(newImplementation.code.length > 0, "not a contract");
        implementation = newImplementation;
        (bool ok, ) = newImplementation.delegatecall(data);
        require(ok, "init failed");
    }

    function changeAdmin(address newAdmin) external onlyAdmin {
        require(newAdmin != address(0), "zero");
        admin = newAdmin;
    }

    function _delegate(address impl) internal {
        assembly {
            calldatacopy(0, 0, calldatasize())
            let result := delegatecall(gas(), impl, 0, calldatasize(), 0, 0)
            returndatacopy(0, 0, returndatasize())
            switch result
            case 0 { revert(0, returndatasize()) }
            default { return(0, returndatasize()) }
        }
    }

    fallback() external payable {
        _delegate(implementation);
    }

    receive() external payable {
        _delegate(implementation);
    }
}

contract ProxyUtils {
    function multicallDelegate(address target, bytes[] calldata calls) external {
        for (uint256 i = 0; i < calls.length; i++) {
            target.delegatecall(calls[i]);
        }
    }
}
