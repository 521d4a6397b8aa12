// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// A task list that grows long: tasks, their scores and owners, and each owner's tags.
contract TaskList {
    struct Task { string title; address owner; uint64 due; bool done; }
    Task[] public tasks;
    uint256[] public scores;
    address[] private owners;
    string[] public notes;
    mapping(address => uint256[]) private tagsOf;

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
}
