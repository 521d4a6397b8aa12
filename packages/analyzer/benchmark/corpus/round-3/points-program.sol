// SPDX-License-Identifier: MIT
pragma solidity ^0.8.9;

contract PointsProgram {
    struct Member {
        uint96 points;
        uint32 joined;
        bool active;
    }

    address public operator;
    mapping(address => Member) public members;
    address[] public memberList;

    constructor() {
        operator = msg.sender;
    }

    function join() external {
        require(!members[msg.sender].active, "member");
        members[msg.sender] = Member(0, uint32(block.timestamp), true);
        memberList.push(msg.sender);
    }

    function award(address member, uint256 amount) external {
        require(msg.sender == operator, "operator");
        members[member].points += uint96(amount);
    }

    function decayAll(uint256 percent) external {
        require(msg.sender == operator, "operator");
        for (uint256 i = 0; i < memberList.length; i++) {
            Member storage m = members[memberList[i]];
            m.points = m.points / 100 * uint96(100 - percent);
        }
    }

    function isLongTerm(address member) external view returns (bool) {
        return block.timestamp - members[member].joined > 365 days;
    }

    function setOperator(address newOperator) external {
        operator = newOperator;
    }
}
