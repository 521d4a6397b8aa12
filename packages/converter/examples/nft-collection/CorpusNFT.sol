// SPDX-License-Identifier: MIT
// CorpusNFT: ERC721-style collection with approvals, operators, a capped public mint priced in the
// native coin, overloaded mint functions and per-token URIs built by string concatenation.
pragma solidity ^0.8.20;

library Strings {
    function toString(uint256 value) internal pure returns (string memory) {
        uint256 temp = value;
        uint256 digits;
        do {
            digits++;
            temp /= 10;
        } while (temp != 0);
        bytes memory buffer = new bytes(digits);
        do {
            digits -= 1;
            buffer[digits] = bytes1(uint8(48 + uint256(value % 10)));
            value /= 10;
        } while (value != 0);
        return string(buffer);
    }
}

abstract contract ERC721 {
    string public name;
    string public symbol;

    mapping(uint256 => address) internal _owners;
    mapping(address => uint256) internal _balances;
    mapping(uint256 => address) public getApproved;
    mapping(address => mapping(address => bool)) public isApprovedForAll;

    event Transfer(address indexed from, address indexed to, uint256 indexed tokenId);
    event Approval(address indexed owner, address indexed approved, uint256 indexed tokenId);
    event ApprovalForAll(address indexed owner, address indexed operator, bool approved);

    error ERC721NonexistentToken(uint256 tokenId);
    error ERC721InsufficientApproval(address operator, uint256 tokenId);
    error ERC721InvalidReceiver(address receiver);
    error ERC721IncorrectOwner(address sender, uint256 tokenId, address owner);

    constructor(string memory name_, string memory symbol_) {
        name = name_;
        symbol = symbol_;
    }

    function balanceOf(address owner) public view returns (uint256) {
        require(owner != address(0), "ERC721: address zero is not a valid owner");
        return _balances[owner];
    }

    function ownerOf(uint256 tokenId) public view returns (address) {
        address owner = _owners[tokenId];
        if (owner == address(0)) revert ERC721NonexistentToken(tokenId);
        return owner;
    }

    function tokenURI(uint256 tokenId) public view virtual returns (string memory);

    function approve(address to, uint256 tokenId) public {
        address owner = ownerOf(tokenId);
        require(msg.sender == owner || isApprovedForAll[owner][msg.sender], "ERC721: not owner nor operator");
        getApproved[tokenId] = to;
        emit Approval(owner, to, tokenId);
    }

    function setApprovalForAll(address operator, bool approved) public {
        isApprovedForAll[msg.sender][operator] = approved;
        emit ApprovalForAll(msg.sender, operator, approved);
    }

    function transferFrom(address from, address to, uint256 tokenId) public virtual {
        if (to == address(0)) revert ERC721InvalidReceiver(address(0));
        address owner = ownerOf(tokenId);
        if (owner != from) revert ERC721IncorrectOwner(from, tokenId, owner);
        if (msg.sender != owner && getApproved[tokenId] != msg.sender && !isApprovedForAll[owner][msg.sender]) {
            revert ERC721InsufficientApproval(msg.sender, tokenId);
        }
        delete getApproved[tokenId];
        unchecked {
            _balances[from] -= 1;
            _balances[to] += 1;
        }
        _owners[tokenId] = to;
        emit Transfer(from, to, tokenId);
    }

    function _mint(address to, uint256 tokenId) internal {
        if (to == address(0)) revert ERC721InvalidReceiver(address(0));
        require(_owners[tokenId] == address(0), "ERC721: token already minted");
        _balances[to] += 1;
        _owners[tokenId] = to;
        emit Transfer(address(0), to, tokenId);
    }

    function _burn(uint256 tokenId) internal {
        address owner = ownerOf(tokenId);
        delete getApproved[tokenId];
        _balances[owner] -= 1;
        delete _owners[tokenId];
        emit Transfer(owner, address(0), tokenId);
    }
}

contract CorpusNFT is ERC721 {
    using Strings for uint256;

    uint256 public constant MAX_SUPPLY = 3;
    uint256 public immutable mintPrice;
    address public immutable creator;
    uint256 public totalMinted;
    string public baseURI;
    mapping(uint256 => string) private _customURIs;

    error SoldOut(uint256 maxSupply);
    error WrongPayment(uint256 sent, uint256 price);

    constructor(string memory baseURI_, uint256 mintPrice_) ERC721("Corpus Creatures", "CRTR") {
        baseURI = baseURI_;
        mintPrice = mintPrice_;
        creator = msg.sender;
    }

    function mint(address to) public payable returns (uint256 tokenId) {
        if (totalMinted >= MAX_SUPPLY) revert SoldOut(MAX_SUPPLY);
        if (msg.value != mintPrice) revert WrongPayment(msg.value, mintPrice);
        totalMinted += 1;
        tokenId = totalMinted;
        _mint(to, tokenId);
    }

    function mint(address to, string calldata uri) external payable returns (uint256 tokenId) {
        tokenId = mint(to);
        _customURIs[tokenId] = uri;
    }

    function burn(uint256 tokenId) external {
        require(ownerOf(tokenId) == msg.sender, "CorpusNFT: only the holder can burn");
        delete _customURIs[tokenId];
        _burn(tokenId);
    }

    function tokenURI(uint256 tokenId) public view override returns (string memory) {
        ownerOf(tokenId);
        string memory custom = _customURIs[tokenId];
        if (bytes(custom).length > 0) {
            return custom;
        }
        return string.concat(baseURI, tokenId.toString(), ".json");
    }

    function withdraw() external {
        require(msg.sender == creator, "CorpusNFT: only the creator");
        payable(creator).transfer(address(this).balance);
    }
}
