pragma solidity 0.5.17;

/// Anyone can register as a beneficiary; every deposit is split among all of them at once.
contract RewardSplitter {
    address payable[] public beneficiaries;
    mapping(address => bool) public registered;

    function register() external {
        require(!registered[msg.sender]);
        registered[msg.sender] = true;
        beneficiaries.push(msg.sender);
    }

    function deposit() external payable {
        uint256 share = msg.value / beneficiaries.length;
        for (uint256 i = 0; i < beneficiaries.length; i++) {
            require(beneficiaries[i].send(share));
        }
    }
}
