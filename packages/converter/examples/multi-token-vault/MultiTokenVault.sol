// SPDX-License-Identifier: MIT
// MultiTokenVault: ERC1155-style multi-token ledger with batch transfers, operator approvals,
// per-id supply caps set by the owner and a deposit receipt token backed by the native coin.
pragma solidity ^0.8.20;

contract MultiTokenVault {
    struct TokenInfo {
        string label;
        uint256 maxSupply;
        uint256 minted;
        bool exists;
    }

    uint256 public constant RECEIPT_ID = 0;

    address public owner;
    mapping(uint256 => mapping(address => uint256)) public balanceOf;
    mapping(address => mapping(address => bool)) public isApprovedForAll;
    mapping(uint256 => TokenInfo) public tokens;
    uint256[] public tokenIds;

    event TransferSingle(
        address indexed operator, address indexed from, address indexed to, uint256 id, uint256 value
    );
    event TransferBatch(
        address indexed operator, address indexed from, address indexed to, uint256[] ids, uint256[] values
    );
    event ApprovalForAll(address indexed account, address indexed operator, bool approved);
    event TokenCreated(uint256 indexed id, string label, uint256 maxSupply);

    error ERC1155InsufficientBalance(address sender, uint256 balance, uint256 needed, uint256 tokenId);
    error ERC1155MissingApprovalForAll(address operator, address owner);
    error ERC1155InvalidArrayLength(uint256 idsLength, uint256 valuesLength);
    error UnknownToken(uint256 id);
    error SupplyExceeded(uint256 id, uint256 available);

    modifier onlyOwner() {
        require(msg.sender == owner, "MultiTokenVault: caller is not the owner");
        _;
    }

    constructor() {
        owner = msg.sender;
        tokens[RECEIPT_ID] = TokenInfo("vault receipt", type(uint256).max, 0, true);
        tokenIds.push(RECEIPT_ID);
    }

    function createToken(uint256 id, string calldata label, uint256 maxSupply) external onlyOwner {
        require(!tokens[id].exists, "MultiTokenVault: id taken");
        tokens[id] = TokenInfo({label: label, maxSupply: maxSupply, minted: 0, exists: true});
        tokenIds.push(id);
        emit TokenCreated(id, label, maxSupply);
    }

    function tokenCount() external view returns (uint256) {
        return tokenIds.length;
    }

    function mint(address to, uint256 id, uint256 amount) external onlyOwner {
        TokenInfo storage info = tokens[id];
        if (!info.exists) revert UnknownToken(id);
        uint256 available = info.maxSupply - info.minted;
        if (amount > available) revert SupplyExceeded(id, available);
        info.minted += amount;
        balanceOf[id][to] += amount;
        emit TransferSingle(msg.sender, address(0), to, id, amount);
    }

    function deposit() external payable {
        require(msg.value > 0, "MultiTokenVault: nothing to deposit");
        tokens[RECEIPT_ID].minted += msg.value;
        balanceOf[RECEIPT_ID][msg.sender] += msg.value;
        emit TransferSingle(msg.sender, address(0), msg.sender, RECEIPT_ID, msg.value);
    }

    function redeem(uint256 amount) external {
        _burn(msg.sender, RECEIPT_ID, amount);
        tokens[RECEIPT_ID].minted -= amount;
        payable(msg.sender).transfer(amount);
    }

    function setApprovalForAll(address operator, bool approved) external {
        isApprovedForAll[msg.sender][operator] = approved;
        emit ApprovalForAll(msg.sender, operator, approved);
    }

    function balanceOfBatch(address[] calldata accounts, uint256[] calldata ids)
        external
        view
        returns (uint256[] memory balances)
    {
        if (accounts.length != ids.length) revert ERC1155InvalidArrayLength(ids.length, accounts.length);
        balances = new uint256[](accounts.length);
        for (uint256 i = 0; i < accounts.length; ++i) {
            balances[i] = balanceOf[ids[i]][accounts[i]];
        }
    }

    function safeTransferFrom(address from, address to, uint256 id, uint256 value, bytes calldata) external {
        _checkOperator(from);
        require(to != address(0), "MultiTokenVault: transfer to the zero address");
        _move(from, to, id, value);
        emit TransferSingle(msg.sender, from, to, id, value);
    }

    function safeBatchTransferFrom(
        address from,
        address to,
        uint256[] calldata ids,
        uint256[] calldata values,
        bytes calldata
    ) external {
        _checkOperator(from);
        require(to != address(0), "MultiTokenVault: transfer to the zero address");
        if (ids.length != values.length) revert ERC1155InvalidArrayLength(ids.length, values.length);
        for (uint256 i = 0; i < ids.length; i++) {
            _move(from, to, ids[i], values[i]);
        }
        emit TransferBatch(msg.sender, from, to, ids, values);
    }

    function _checkOperator(address from) private view {
        if (from != msg.sender && !isApprovedForAll[from][msg.sender]) {
            revert ERC1155MissingApprovalForAll(msg.sender, from);
        }
    }

    function _move(address from, address to, uint256 id, uint256 value) private {
        uint256 fromBalance = balanceOf[id][from];
        if (fromBalance < value) revert ERC1155InsufficientBalance(from, fromBalance, value, id);
        unchecked {
            balanceOf[id][from] = fromBalance - value;
        }
        balanceOf[id][to] += value;
    }

    function _burn(address from, uint256 id, uint256 value) private {
        uint256 fromBalance = balanceOf[id][from];
        if (fromBalance < value) revert ERC1155InsufficientBalance(from, fromBalance, value, id);
        balanceOf[id][from] = fromBalance - value;
        emit TransferSingle(msg.sender, from, address(0), id, value);
    }
}
