// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// Payment batches queued as `abi.encode` payloads (a memo, the amounts, a tag) and read back with
/// `abi.decode` of dynamic values.
contract MemoQueue {
    bytes[] private queue;
    uint256 public paidOut;

    event Queued(uint256 index, uint256 size);
    event Processed(string memo, uint256 count, uint256 sum, bytes tag);

    function enqueue(string calldata memo, uint256[] calldata amounts, bytes calldata tag)
        external
        returns (uint256)
    {
        bytes memory payload = abi.encode(memo, amounts, tag);
        queue.push(payload);
        emit Queued(queue.length - 1, payload.length);
        return queue.length - 1;
    }

    function peek(uint256 i)
        external
        view
        returns (string memory memo, uint256[] memory amounts, bytes memory tag)
    {
        (memo, amounts, tag) = abi.decode(queue[i], (string, uint256[], bytes));
    }

    function sumOf(uint256 i) public view returns (uint256 sum) {
        (, uint256[] memory amounts, ) = abi.decode(queue[i], (string, uint256[], bytes));
        for (uint256 k = 0; k < amounts.length; k++) sum += amounts[k];
    }

    function process(uint256 i) external {
        (string memory memo, uint256[] memory amounts, bytes memory tag) =
            abi.decode(queue[i], (string, uint256[], bytes));
        uint256 sum = sumOf(i);
        paidOut += sum;
        delete queue[i];
        emit Processed(memo, amounts.length, sum, tag);
    }

    /// Decodes a payload given by the caller: malformed data fails like Solidity's decoder.
    function inspect(bytes calldata data) external pure returns (string memory, uint8, bool[] memory) {
        return abi.decode(data, (string, uint8, bool[]));
    }

    function echo(string calldata note, int16[] calldata deltas) external pure returns (bytes memory) {
        return abi.encode(note, deltas);
    }
}
