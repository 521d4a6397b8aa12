// SPDX-License-Identifier: MIT
pragma solidity ^0.6.12;

contract StaffPayroll {
    address payable[] public staff;
    address payable[5] public directors;
    mapping(address => bool) public onPayroll;
    uint256 public salary = 0.1 ether;
    address public treasurer;

    constructor() public {
        treasurer = msg.sender;
    }

    receive() external payable {}

    function join() external {
        require(!onPayroll[msg.sender], "already on payroll");
        onPayroll[msg.sender] = true;
        staff.push(msg.sender);
    }

    function payEveryone() external {
        require(msg.sender == treasurer, "treasurer only");
        for (uint256 i = 0; i < staff.length; i++) {
            staff[i].transfer(salary);
        }
    }

    function payDirectors() external {
        require(msg.sender == treasurer, "treasurer only");
        for (uint256 i = 0; i < directors.length; i++) {
            if (directors[i] != address(0)) {
                directors[i].transfer(salary);
            }
        }
    }

    function setDirector(uint256 seat, address payable who) external {
        require(msg.sender == treasurer, "treasurer only");
        directors[seat] = who;
    }
}
