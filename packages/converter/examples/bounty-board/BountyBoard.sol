// SPDX-License-Identifier: MIT
// BountyBoard: posters fund bounties in the native coin, hunters submit work links, the poster
// accepts one submission (paying the hunter) or reclaims the reward after the deadline. Unknown
// calls with value are recorded as tips.
pragma solidity ^0.8.20;

contract BountyBoard {
    enum BountyStatus {
        Open,
        Paid,
        Reclaimed
    }

    struct Bounty {
        address poster;
        string title;
        uint256 reward;
        uint64 deadline;
        BountyStatus status;
        address winner;
    }

    struct Submission {
        address hunter;
        string link;
    }

    Bounty[] public bounties;
    mapping(uint256 => Submission[]) private _submissions;
    mapping(address => uint256) public earnings;
    uint256 public tips;

    event BountyPosted(uint256 indexed id, address indexed poster, string title, uint256 reward, uint64 deadline);
    event WorkSubmitted(uint256 indexed id, uint256 index, address indexed hunter, string link);
    event BountyPaid(uint256 indexed id, address indexed hunter, uint256 reward);
    event BountyReclaimed(uint256 indexed id, uint256 reward);
    event Tipped(address indexed from, uint256 amount, bytes data);

    error BountyClosed(uint256 id, BountyStatus status);
    error DeadlinePassed(uint256 id, uint64 deadline);
    error DeadlineNotReached(uint256 id, uint64 deadline);
    error OnlyPoster(uint256 id, address caller);

    fallback() external payable {
        tips += msg.value;
        emit Tipped(msg.sender, msg.value, msg.data);
    }

    function post(string calldata title, uint64 duration) external payable returns (uint256 id) {
        require(msg.value > 0, "reward required");
        require(bytes(title).length > 0, "title required");
        id = bounties.length;
        uint64 deadline = uint64(block.timestamp) + duration;
        bounties.push(Bounty(msg.sender, title, msg.value, deadline, BountyStatus.Open, address(0)));
        emit BountyPosted(id, msg.sender, title, msg.value, deadline);
    }

    function submit(uint256 id, string calldata link) external {
        Bounty storage bounty = _open(id);
        if (block.timestamp > bounty.deadline) revert DeadlinePassed(id, bounty.deadline);
        require(msg.sender != bounty.poster, "poster cannot submit");
        _submissions[id].push(Submission(msg.sender, link));
        emit WorkSubmitted(id, _submissions[id].length - 1, msg.sender, link);
    }

    function accept(uint256 id, uint256 index) external {
        Bounty storage bounty = _open(id);
        if (msg.sender != bounty.poster) revert OnlyPoster(id, msg.sender);
        Submission storage chosen = _submissions[id][index];
        bounty.status = BountyStatus.Paid;
        bounty.winner = chosen.hunter;
        earnings[chosen.hunter] += bounty.reward;
        payable(chosen.hunter).transfer(bounty.reward);
        emit BountyPaid(id, chosen.hunter, bounty.reward);
    }

    function reclaim(uint256 id) external {
        Bounty storage bounty = _open(id);
        if (msg.sender != bounty.poster) revert OnlyPoster(id, msg.sender);
        if (block.timestamp <= bounty.deadline) revert DeadlineNotReached(id, bounty.deadline);
        bounty.status = BountyStatus.Reclaimed;
        payable(bounty.poster).transfer(bounty.reward);
        emit BountyReclaimed(id, bounty.reward);
    }

    function submissionCount(uint256 id) external view returns (uint256) {
        return _submissions[id].length;
    }

    function submission(uint256 id, uint256 index) external view returns (Submission memory) {
        return _submissions[id][index];
    }

    function openBounties() external view returns (uint256[] memory ids) {
        uint256 count;
        for (uint256 i = 0; i < bounties.length; i++) {
            if (bounties[i].status == BountyStatus.Open) count++;
        }
        ids = new uint256[](count);
        uint256 j;
        for (uint256 i = 0; i < bounties.length; i++) {
            if (bounties[i].status != BountyStatus.Open) continue;
            ids[j++] = i;
            if (j == count) break;
        }
    }

    function _open(uint256 id) private view returns (Bounty storage bounty) {
        bounty = bounties[id];
        if (bounty.status != BountyStatus.Open) revert BountyClosed(id, bounty.status);
    }
}
