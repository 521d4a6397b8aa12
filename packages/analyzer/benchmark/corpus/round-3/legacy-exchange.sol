pragma solidity ^0.4.18;

contract ERC20 {
    function transferFrom(address from, address to, uint value) public returns (bool);
    function transfer(address to, uint value) public returns (bool);
}

contract EtherDeltaLike {
    address public admin;
    address public feeAccount;
    uint public feeTake;
    mapping (address => mapping (address => uint)) public tokens;

    function EtherDeltaLike(address admin_, address feeAccount_, uint feeTake_) public {
        admin = admin_;
        feeAccount = feeAccount_;
        feeTake = feeTake_;
    }

    function changeFeeAccount(address feeAccount_) public {
        if (msg.sender != admin) throw;
        feeAccount = feeAccount_;
    }

    function deposit() public payable {
        tokens[0][msg.sender] = tokens[0][msg.sender] + msg.value;
    }

    function withdraw(uint amount) public {
        if (tokens[0][msg.sender] < amount) throw;
        tokens[0][msg.sender] = tokens[0][msg.sender] - amount;
        if (!msg.sender.call.value(amount)()) throw;
    }

    function depositToken(address token, uint amount) public {
        if (token == 0) throw;
        if (!ERC20(token).transferFrom(msg.sender, this, amount)) throw;
        tokens[token][msg.sender] = tokens[token][msg.sender] + amount;
    }

    function withdrawToken(address token, uint amount) public {
        if (token == 0) throw;
        if (tokens[token][msg.sender] < amount) throw;
        tokens[token][msg.sender] = tokens[token][msg.sender] - amount;
        if (!ERC20(token).transfer(msg.sender, amount)) throw;
    }
}
