// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// Modifiers and functions reached through a base contract's name, types named like Rust's own
/// types, and empty concatenations.
abstract contract Base {
    uint256 public mark = 7;

    modifier stamp() virtual {
        mark = 2;
        _;
    }

    function fee() internal view virtual returns (uint256) {
        return 1;
    }
}

contract QualifiedNames is Base {
    struct str {
        uint8 a;
        uint16 b;
    }

    struct Option {
        string label;
        bool on;
    }

    str private pair;
    Option[] private options;

    modifier stamp() override {
        mark = 1;
        _;
    }

    function fee() internal view override returns (uint256) {
        return 100 + Base.fee();
    }

    /// `Base.stamp` runs the base modifier, `Base.fee()` the base function
    function viaBase() external Base.stamp returns (uint256) {
        return Base.fee();
    }

    /// the plain names run the overrides
    function viaOverride() external stamp returns (uint256) {
        return fee();
    }

    function setPair(uint8 a, uint16 b) external {
        pair = str(a, b);
    }

    function getPair() external view returns (uint8, uint16) {
        return (pair.a, pair.b);
    }

    function addOption(string calldata label) external returns (uint256) {
        options.push(Option(string.concat(label, string.concat()), true));
        return options.length;
    }

    function optionLabel(uint256 i) external view returns (string memory) {
        return options[i].label;
    }

    function empties() external pure returns (string memory, bytes memory, uint256) {
        return (string.concat(), bytes.concat(), bytes.concat().length);
    }
}
