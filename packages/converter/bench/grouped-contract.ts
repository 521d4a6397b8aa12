// A contract made of `groups` copies of everyday members (a struct, two mappings, an event, a
// modifier and four functions each), so the converter's cost can be compared across sizes.

/** Solidity source of a contract `Grouped` with `groups` groups of members. */
export function groupedContract(groups: number): string {
  const parts: string[] = [];
  for (let i = 0; i < groups; i++) {
    parts.push(`
    struct Entry${i} { address owner; uint256 amount; bool open; }
    mapping(uint256 => Entry${i}) private entries${i};
    mapping(address => uint256) public balance${i};
    uint256 public count${i};
    event Opened${i}(uint256 indexed id, address indexed owner, uint256 amount);
    error Closed${i}(uint256 id);

    modifier onlyOpen${i}(uint256 id) {
        if (!entries${i}[id].open) revert Closed${i}(id);
        _;
    }

    function open${i}(uint256 amount) external returns (uint256 id) {
        id = ++count${i};
        entries${i}[id] = Entry${i}(msg.sender, amount, true);
        balance${i}[msg.sender] += amount;
        emit Opened${i}(id, msg.sender, amount);
    }

    function add${i}(uint256 id, uint256 amount) external onlyOpen${i}(id) {
        require(entries${i}[id].owner == msg.sender, "not owner");
        entries${i}[id].amount += amount;
        balance${i}[msg.sender] += amount;
    }

    function close${i}(uint256 id) external onlyOpen${i}(id) {
        Entry${i} storage e = entries${i}[id];
        require(e.owner == msg.sender, "not owner");
        e.open = false;
        balance${i}[msg.sender] -= e.amount;
    }

    function amountOf${i}(uint256 id) external view returns (uint256) {
        return total${i}(id) / 2;
    }

    function total${i}(uint256 id) internal view returns (uint256) {
        return entries${i}[id].amount * 2;
    }
`);
  }
  return `// SPDX-License-Identifier: MIT\npragma solidity ^0.8.20;\n\ncontract Grouped {${parts.join("")}}\n`;
}
