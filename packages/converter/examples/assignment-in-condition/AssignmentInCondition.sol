// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// A queue drained by reading and testing the next entry in one condition.
contract AssignmentInCondition {
    uint256[] public queue;
    uint256 public drained;
    uint256 public sum;
    uint256 public extra;

    function push(uint256 v) external {
        queue.push(v);
    }

    function next() internal returns (uint256 v) {
        if (queue.length > 0) {
            v = queue[queue.length - 1];
            queue.pop();
        }
    }

    /// Pops entries until a zero (or the end): `while ((v = next()) != 0)`.
    function drain() external returns (uint256 count) {
        uint256 v;
        while ((v = next()) != 0) {
            sum += v;
            count++;
        }
        drained += count;
    }

    /// `if ((x = ..) > ..)` and assignments on the right of `&&`/`||` and in a branch of `?:`.
    function pick(uint256 a, uint256 limit) external returns (uint256 x, uint256 y, bool both) {
        if ((x = a * 2) > limit) extra += x;
        both = a > 3 && (y = a + 1) > 5;
        bool either = a > 10 || (y = y + 100) > 0;
        x = both ? x : (x = 9) + 1;
        if (!either) extra += 1000;
        uint256 k = a;
        if (a == 0 || k++ > 4) extra += k;
    }

    function conditional() external pure returns (uint256, uint256, uint256, uint256) {
        uint256 y1 = 1;
        uint256 y2 = 1;
        uint256 x = 3 < 0 ? y1 = 3 : 6;
        uint256 z = 3 < 10 ? y2 = 5 : 6;
        return (x, y1, y2, z);
    }
}
