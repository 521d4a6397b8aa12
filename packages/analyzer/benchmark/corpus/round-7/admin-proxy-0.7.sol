// SPDX-License-Identifier: MIT
pragma solidity 0.7.6;

contract AdminUpgradeableProxy {
    bytes32 private constant IMPLEMENTATION_SLOT = 0x360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc;
    bytes32 private constant ADMIN_SLOT = 0xb53127684a568b3173ae13b9f8a6016e243e63b6e8ee1178d6a717850b5d6103;

    constructor(address logic, address admin_) {
        require(isContract(logic), "logic");
        require(admin_ != address(0), "admin");
        _setImplementation(logic);
        bytes32 slot = ADMIN_SLOT;
        assembly {
            sstore(slot, admin_)
        }
    }

    modifier ifAdmin() {
        if (msg.sender == _admin()) {
            _;
        } else {
            _fallback();
        }
    }

    function upgradeTo(address newImplementation) external ifAdmin {
        require(isContract(newImplementation), "not a contract");
        _setImplementation(newImplementation);
    }

    function upgradeToAndCall(address newImplementation, bytes calldata data) external payable ifAdmin {
        require(isContract(newImplementation), "not a contract");
        _setImplementation(newImplementation);
        (bool ok, ) = newImplementation.delegatecall(data);
        require(ok, "init failed");
    }

    function _admin() internal view returns (address adm) {
        bytes32 slot = ADMIN_SLOT;
        assembly {
            adm := sload(slot)
        }
    }

    function _implementation() internal view returns (address impl) {
        bytes32 slot = IMPLEMENTATION_SLOT;
        assembly {
            impl := sload(slot)
        }
    }

    function _setImplementation(address impl) private {
        bytes32 slot = IMPLEMENTATION_SLOT;
        assembly {
            sstore(slot, impl)
        }
    }

    function isContract(address account) internal view returns (bool) {
        uint256 size;
        assembly {
            size := extcodesize(account)
        }
        return size > 0;
    }

    function _fallback() internal {
        address impl = _implementation();
        assembly {
            calldatacopy(0, 0, calldatasize())
            let result := delegatecall(gas(), impl, 0, calldatasize(), 0, 0)
            returndatacopy(0, 0, returndatasize())
            switch result
            case 0 {
                revert(0, returndatasize())
            }
            default {
                return(0, returndatasize())
            }
        }
    }

    fallback() external payable {
        _fallback();
    }

    receive() external payable {
        _fallback();
    }
}

contract TreasuryV1 {
    bool private initialized;
    address public owner;
    uint256 public feeBps;

    modifier initializer() {
        require(!initialized, "initialized");
        initialized = true;
        _;
    }

    function initialize(address owner_, uint256 feeBps_) external initializer {
        require(owner_ != address(0), "owner");
        owner = owner_;
        feeBps = feeBps_;
    }

    function setFee(uint256 feeBps_) external {
        require(msg.sender == owner, "owner");
        require(feeBps_ <= 1000, "fee");
        feeBps = feeBps_;
    }
}

contract TreasuryV2 is TreasuryV1 {
    address public feeCollector;
    uint256 public version;

    function initializeV2(address collector) external {
        feeCollector = collector;
        version = 2;
    }
}
