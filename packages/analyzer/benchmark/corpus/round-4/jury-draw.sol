// SPDX-License-Identifier: MIT
pragma solidity 0.8.20;

contract JuryDraw {
    address[] public jurors;
    mapping(address => bool) public isJuror;
    address public court;
    uint256 public lastDraw;

    constructor(address _court) {
        require(_court != address(0), "court");
        court = _court;
    }

    function register() external payable {
        require(msg.value >= 1 ether, "stake");
        require(!isJuror[msg.sender], "juror");
        isJuror[msg.sender] = true;
        jurors.push(msg.sender);
    }

    function draw(uint256 count) external view returns (address[] memory picked) {
        picked = new address[](count);
        for (uint256 i = 0; i < count; i++) {
            uint256 r = uint256(keccak256(abi.encode(block.prevrandao, i)));
            picked[i] = jurors[r % jurors.length];
        }
    }

    function slashAll(uint256 amount) external {
        require(msg.sender == court, "court");
        for (uint256 i = 0; i < jurors.length; i++) {
            payable(court).transfer(amount);
        }
        lastDraw = block.timestamp;
    }

    function stakeOf() external view returns (uint256) {
        return address(this).balance / jurors.length;
    }
}
