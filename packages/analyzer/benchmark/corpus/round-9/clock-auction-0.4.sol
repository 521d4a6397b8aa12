pragma solidity ^0.4.11;

contract ERC721 {
    function transfer(address _to, uint256 _tokenId) external;
    function transferFrom(address _from, address _to, uint256 _tokenId) external;
    function ownerOf(uint256 _tokenId) external view returns (address owner);
}

contract ClockAuction {
    struct Auction {
        address seller;
        uint128 startingPrice;
        uint128 endingPrice;
        uint64 duration;
        uint64 startedAt;
    }

    address public owner;
    ERC721 public nonFungibleContract;
    uint256 public ownerCut;
    mapping (uint256 => Auction) tokenIdToAuction;

    function ClockAuction(address _nftAddress, uint256 _cut) public {
        require(_cut <= 10000);
        ownerCut = _cut;
        owner = msg.sender;
        nonFungibleContract = ERC721(_nftAddress);
    }

    function createAuction(uint256 _tokenId, uint256 _startingPrice, uint256 _endingPrice, uint256 _duration) external {
        require(_startingPrice == uint256(uint128(_startingPrice)));
        require(_endingPrice == uint256(uint128(_endingPrice)));
        require(_duration == uint256(uint64(_duration)));
        require(_duration >= 1 minutes);
        require(nonFungibleContract.ownerOf(_tokenId) == msg.sender);
        nonFungibleContract.transferFrom(msg.sender, this, _tokenId);
        tokenIdToAuction[_tokenId] = Auction(
            msg.sender,
            uint128(_startingPrice),
            uint128(_endingPrice),
            uint64(_duration),
            uint64(now)
        );
    }

    function bid(uint256 _tokenId) external payable {
        Auction storage auction = tokenIdToAuction[_tokenId];
        require(auction.startedAt > 0);
        uint256 price = _currentPrice(auction);
        require(msg.value >= price);
        address seller = auction.seller;
        delete tokenIdToAuction[_tokenId];
        if (price > 0) {
            uint256 auctioneerCut = price * ownerCut / 10000;
            uint256 sellerProceeds = price - auctioneerCut;
            seller.transfer(sellerProceeds);
        }
        uint256 bidExcess = msg.value - price;
        msg.sender.transfer(bidExcess);
        nonFungibleContract.transfer(msg.sender, _tokenId);
    }

    function cancelAuction(uint256 _tokenId) external {
        Auction storage auction = tokenIdToAuction[_tokenId];
        require(auction.startedAt > 0);
        require(msg.sender == auction.seller);
        delete tokenIdToAuction[_tokenId];
        nonFungibleContract.transfer(auction.seller, _tokenId);
    }

    function _currentPrice(Auction storage _auction) internal view returns (uint256) {
        uint256 secondsPassed = 0;
        if (now > _auction.startedAt) {
            secondsPassed = now - _auction.startedAt;
        }
        if (secondsPassed >= _auction.duration) {
            return _auction.endingPrice;
        }
        int256 totalPriceChange = int256(_auction.endingPrice) - int256(_auction.startingPrice);
        int256 currentPriceChange = totalPriceChange * int256(secondsPassed) / int256(_auction.duration);
        return uint256(int256(_auction.startingPrice) + currentPriceChange);
    }

    function withdrawBalance() external {
        address nftAddress = address(nonFungibleContract);
        require(msg.sender == owner || msg.sender == nftAddress);
        bool res = nftAddress.send(this.balance);
    }
}
