// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// A task list that grows long: tasks, their scores and owners, each owner's tags, the bids on
/// each task and each owner's journal by day.
contract TaskList {
    struct Task { string title; address owner; uint64 due; bool done; }
    struct Bid { address bidder; uint128 amount; bool won; }
    Task[] public tasks;
    uint256[] public scores;
    address[] private owners;
    string[] public notes;
    mapping(address => uint256[]) private tagsOf;
    mapping(uint256 => Bid[]) public bidsOf;
    mapping(address => mapping(uint256 => string[])) private journal;

    event Added(uint256 indexed id, string title);

    function add(string calldata title, uint64 due) external returns (uint256 id) {
        tasks.push(Task(title, msg.sender, due, false));
        owners.push(msg.sender);
        id = tasks.length - 1;
        emit Added(id, title);
    }
    function addMany(uint256 n, uint256 start) external {
        for (uint256 i = 0; i < n; i++) scores.push(start + i);
    }
    function addBlank() external {
        tasks.push();
        scores.push();
    }
    function complete(uint256 id) external {
        require(tasks[id].owner == msg.sender, "not yours");
        tasks[id].done = true;
        scores[id] += 10;
    }
    function setScore(uint256 i, uint256 v) external {
        scores[i] = v;
    }
    function clearScore(uint256 i) external {
        delete scores[i];
    }
    function dropLast() external returns (uint256 left) {
        scores.pop();
        tasks.pop();
        owners.pop();
        return scores.length;
    }
    function dropScore() external {
        scores.pop();
    }
    function total() external view returns (uint256 sum) {
        for (uint256 i = 0; i < scores.length; i++) sum += scores[i];
    }
    function allScores() external view returns (uint256[] memory) {
        return scores;
    }
    function allOwners() external view returns (address[] memory) {
        return owners;
    }
    function firstTitles(uint256 n) external view returns (string[] memory out) {
        Task[] memory copy = tasks;
        out = new string[](n);
        for (uint256 i = 0; i < n; i++) out[i] = copy[i].title;
    }
    function replaceScores(uint256[] calldata values) external {
        scores = values;
    }
    function reset() external {
        delete scores;
        delete tasks;
    }
    function note(string calldata text) external {
        notes.push(text);
    }
    function editNote(uint256 i, string calldata text) external {
        notes[i] = text;
    }
    function tag(uint256 t) external {
        tagsOf[msg.sender].push(t);
    }
    function untag() external {
        tagsOf[msg.sender].pop();
    }
    function tags(address who) external view returns (uint256[] memory) {
        return tagsOf[who];
    }
    function counts() external view returns (uint256, uint256, uint256, uint256) {
        return (tasks.length, scores.length, owners.length, notes.length);
    }
    function setTags(uint256[] calldata values) external {
        tagsOf[msg.sender] = values;
    }
    function clearTags() external {
        delete tagsOf[msg.sender];
    }
    function tagAt(address who, uint256 i) external view returns (uint256) {
        return tagsOf[who][i];
    }
    function bid(uint256 id, uint128 amount) external returns (uint256 count) {
        bidsOf[id].push(Bid(msg.sender, amount, false));
        return bidsOf[id].length;
    }
    function blankBid(uint256 id) external {
        Bid storage b = bidsOf[id].push();
        b.bidder = msg.sender;
    }
    function raise(uint256 id, uint256 i, uint128 by) external {
        require(bidsOf[id][i].bidder == msg.sender, "not your bid");
        bidsOf[id][i].amount += by;
    }
    function award(uint256 id, uint256 i) external {
        bidsOf[id][i].won = true;
    }
    function clearBid(uint256 id, uint256 i) external {
        delete bidsOf[id][i];
    }
    function withdrawBid(uint256 id) external {
        bidsOf[id].pop();
    }
    function moveBids(uint256 from, uint256 to) external {
        Bid[] memory moved = bidsOf[from];
        delete bidsOf[from];
        for (uint256 i = 0; i < moved.length; i++) bidsOf[to].push(moved[i]);
    }
    function bidCount(uint256 id) external view returns (uint256) {
        return bidsOf[id].length;
    }
    function allBids(uint256 id) external view returns (Bid[] memory) {
        return bidsOf[id];
    }
    function write(uint256 day, string calldata text) external {
        journal[msg.sender][day].push(text);
    }
    function rewrite(uint256 day, uint256 i, string calldata text) external {
        journal[msg.sender][day][i] = text;
    }
    function forget(uint256 day) external {
        delete journal[msg.sender][day];
    }
    function entries(address who, uint256 day) external view returns (string[] memory) {
        return journal[who][day];
    }
    function entryCount(address who, uint256 day) external view returns (uint256) {
        return journal[who][day].length;
    }
}
