pragma solidity ^0.4.23;

contract DSAuthority {
    function canCall(address src, address dst, bytes4 sig) public view returns (bool);
}

contract DSAuth {
    DSAuthority public authority;
    address public owner;

    constructor() public {
        owner = msg.sender;
    }

    function setOwner(address owner_) public {
        owner = owner_;
    }

    function setAuthority(DSAuthority authority_) public auth {
        authority = authority_;
    }

    modifier auth {
        require(isAuthorized(msg.sender, msg.sig));
        _;
    }

    function isAuthorized(address src, bytes4 sig) internal view returns (bool) {
        if (src == address(this)) {
            return true;
        } else if (src == owner) {
            return true;
        } else if (authority == DSAuthority(0)) {
            return false;
        } else {
            return authority.canCall(src, this, sig);
        }
    }
}

contract DSProxyCache {
    mapping(bytes32 => address) cache;

    function read(bytes _code) public view returns (address) {
        bytes32 hash = keccak256(_code);
        return cache[hash];
    }

    function write(bytes _code) public returns (address target) {
        assembly {
            target := create(0, add(_code, 0x20), mload(_code))
            switch iszero(extcodesize(target))
            case 1 {
                revert(0, 0)
            }
        }
        bytes32 hash = keccak256(_code);
        cache[hash] = target;
    }
}

contract DSProxy is DSAuth {
    DSProxyCache public cache;

    constructor(address _cacheAddr) public {
        require(setCache(_cacheAddr));
    }

    function() public payable {
    }

    function execute(address _target, bytes _data) public auth payable returns (bytes32 response) {
        require(_target != address(0));
        assembly {
            let succeeded := delegatecall(sub(gas, 5000), _target, add(_data, 0x20), mload(_data), 0, 32)
            response := mload(0)
            switch iszero(succeeded)
            case 1 {
                revert(0, 0)
            }
        }
    }

    function setCache(address _cacheAddr) public auth returns (bool) {
        require(_cacheAddr != address(0));
        cache = DSProxyCache(_cacheAddr);
        return true;
    }
}
