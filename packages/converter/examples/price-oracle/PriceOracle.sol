// SPDX-License-Identifier: MIT
// PriceOracle: whitelisted reporters submit signed answers with bounds and a deviation guard;
// rounds are stored by id; helpers rescale decimals, pack round data into one word and keep
// status flags in a bitmask.
pragma solidity ^0.8.20;

library SignedMath {
    function abs(int256 x) internal pure returns (uint256) {
        return uint256(x >= 0 ? x : -x);
    }

    function deviationBps(int256 previous, int256 current) internal pure returns (int256) {
        return ((current - previous) * 10_000) / previous;
    }
}

struct Round {
    int256 answer;
    uint64 updatedAt;
    address reporter;
}

library RoundLib {
    function isFresh(Round storage round, uint256 maxAge, uint256 nowTs) internal view returns (bool) {
        return round.updatedAt != 0 && nowTs - round.updatedAt <= maxAge;
    }
}

contract PriceOracle {
    using SignedMath for int256;
    using RoundLib for Round;

    uint8 public immutable decimals;
    int256 public immutable minAnswer;
    int256 public immutable maxAnswer;
    uint256 public constant MAX_DEVIATION_BPS = 2000;
    address public owner;
    uint80 public latestRoundId;
    uint8 public flags;
    mapping(uint80 => Round) public rounds;
    mapping(address => bool) public isReporter;

    event AnswerUpdated(int256 indexed current, uint256 indexed roundId, uint256 updatedAt);
    event ReporterSet(address indexed reporter, bool allowed);
    event FlagsChanged(uint8 previous, uint8 current);

    error AnswerOutOfRange(int256 answer, int256 minAnswer, int256 maxAnswer);
    error DeviationTooHigh(int256 previous, int256 answer, int256 deviationBps);
    error NotReporter(address caller);
    error NoData();

    constructor(uint8 decimals_, int256 minAnswer_, int256 maxAnswer_) {
        require(minAnswer_ < maxAnswer_, "bad bounds");
        decimals = decimals_;
        minAnswer = minAnswer_;
        maxAnswer = maxAnswer_;
        owner = msg.sender;
    }

    function setReporter(address reporter, bool allowed) external {
        require(msg.sender == owner, "only owner");
        isReporter[reporter] = allowed;
        emit ReporterSet(reporter, allowed);
    }

    function submit(int256 answer) external returns (uint80 roundId) {
        if (!isReporter[msg.sender]) revert NotReporter(msg.sender);
        if (answer < minAnswer || answer > maxAnswer) revert AnswerOutOfRange(answer, minAnswer, maxAnswer);
        if (latestRoundId > 0 && flags & 1 == 0) {
            int256 previous = rounds[latestRoundId].answer;
            if (previous != 0) {
                int256 deviation = previous.deviationBps(answer);
                if (deviation.abs() > MAX_DEVIATION_BPS) revert DeviationTooHigh(previous, answer, deviation);
            }
        }
        roundId = ++latestRoundId;
        rounds[roundId] = Round(answer, uint64(block.timestamp), msg.sender);
        emit AnswerUpdated(answer, roundId, block.timestamp);
    }

    function latestRoundData() external view returns (uint80 roundId, int256 answer, uint256 updatedAt) {
        if (latestRoundId == 0) revert NoData();
        Round storage round = rounds[latestRoundId];
        return (latestRoundId, round.answer, round.updatedAt);
    }

    function change(uint80 fromRound, uint80 toRound) external view returns (int256 delta, int256 bps) {
        int256 a = rounds[fromRound].answer;
        int256 b = rounds[toRound].answer;
        delta = b - a;
        bps = a.deviationBps(b);
    }

    function scale(int256 answer, uint8 toDecimals) public view returns (int256) {
        if (toDecimals >= decimals) {
            return answer * int256(10 ** uint256(toDecimals - decimals));
        }
        return answer / int256(10 ** uint256(decimals - toDecimals));
    }

    function packRound(uint80 roundId) external view returns (uint256 packed) {
        Round storage round = rounds[roundId];
        packed = (uint256(roundId) << 64) | uint256(round.updatedAt);
    }

    function unpack(uint256 packed) external pure returns (uint80 roundId, uint64 updatedAt) {
        roundId = uint80(packed >> 64);
        updatedAt = uint64(packed & type(uint64).max);
    }

    function toggleFlag(uint8 bit) external {
        require(msg.sender == owner, "only owner");
        require(bit < 8, "bit out of range");
        uint8 previous = flags;
        flags = previous ^ uint8(1 << bit);
        emit FlagsChanged(previous, flags);
    }

    function inverted() external view returns (uint8) {
        return ~flags;
    }

    function isFresh(uint80 roundId, uint256 maxAge) external view returns (bool) {
        return rounds[roundId].isFresh(maxAge, block.timestamp);
    }

    function absolute(int256 x) external pure returns (uint256) {
        return x.abs();
    }
}
