pragma solidity ^0.5.16;

interface IToken {
    function transfer(address to, uint256 amount) external returns (bool);
}

/// Each campaign publishes the hash of a promo code; the first to send the code gets the tokens.
contract PromoCodes {
    struct Campaign {
        bytes32 codeHash;
        uint256 amount;
        bool redeemed;
    }

    IToken public token;
    address public marketing;
    mapping(uint256 => Campaign) public campaigns;

    constructor(IToken _token) public {
        token = _token;
        marketing = msg.sender;
    }

    function launch(uint256 id, bytes32 codeHash, uint256 amount) external {
        require(msg.sender == marketing);
        campaigns[id] = Campaign(codeHash, amount, false);
    }

    function redeem(uint256 id, string calldata code) external {
        Campaign storage c = campaigns[id];
        require(!c.redeemed);
        require(keccak256(abi.encodePacked(code)) == c.codeHash);
        c.redeemed = true;
        require(token.transfer(msg.sender, c.amount));
    }
}
