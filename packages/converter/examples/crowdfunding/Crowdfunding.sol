// SPDX-License-Identifier: MIT
// Crowdfunding: anyone launches a campaign with a goal and a deadline; backers pledge native coin,
// may unpledge before the end, the creator claims a successful campaign, backers refund a failed one.
pragma solidity ^0.8.20;

contract Crowdfunding {
    struct Campaign {
        address creator;
        string title;
        uint256 goal;
        uint256 pledged;
        uint32 startAt;
        uint32 endAt;
        bool claimed;
    }

    uint32 public constant MAX_DURATION = 90 days;
    uint256 public count;
    mapping(uint256 => Campaign) public campaigns;
    mapping(uint256 => mapping(address => uint256)) public pledgedAmount;

    event Launch(uint256 id, address indexed creator, string title, uint256 goal, uint32 startAt, uint32 endAt);
    event Pledge(uint256 indexed id, address indexed caller, uint256 amount);
    event Unpledge(uint256 indexed id, address indexed caller, uint256 amount);
    event Claim(uint256 id, uint256 amount);
    event Refund(uint256 id, address indexed caller, uint256 amount);

    error CampaignNotFound(uint256 id);
    error CampaignEnded(uint256 id, uint32 endAt);
    error CampaignRunning(uint256 id, uint32 endAt);
    error GoalNotReached(uint256 pledged, uint256 goal);
    error GoalReached(uint256 pledged, uint256 goal);

    function launch(string calldata title, uint256 goal, uint32 duration) external returns (uint256 id) {
        require(goal > 0, "goal is zero");
        require(duration > 0 && duration <= MAX_DURATION, "bad duration");
        id = ++count;
        uint32 startAt = uint32(block.timestamp);
        campaigns[id] = Campaign({
            creator: msg.sender,
            title: title,
            goal: goal,
            pledged: 0,
            startAt: startAt,
            endAt: startAt + duration,
            claimed: false
        });
        emit Launch(id, msg.sender, title, goal, startAt, startAt + duration);
    }

    function pledge(uint256 id) external payable {
        Campaign storage campaign = _campaign(id);
        if (block.timestamp >= campaign.endAt) revert CampaignEnded(id, campaign.endAt);
        require(msg.value > 0, "nothing pledged");
        campaign.pledged += msg.value;
        pledgedAmount[id][msg.sender] += msg.value;
        emit Pledge(id, msg.sender, msg.value);
    }

    function unpledge(uint256 id, uint256 amount) external {
        Campaign storage campaign = _campaign(id);
        if (block.timestamp >= campaign.endAt) revert CampaignEnded(id, campaign.endAt);
        pledgedAmount[id][msg.sender] -= amount;
        campaign.pledged -= amount;
        payable(msg.sender).transfer(amount);
        emit Unpledge(id, msg.sender, amount);
    }

    function claim(uint256 id) external {
        Campaign storage campaign = _campaign(id);
        require(campaign.creator == msg.sender, "not creator");
        if (block.timestamp < campaign.endAt) revert CampaignRunning(id, campaign.endAt);
        if (campaign.pledged < campaign.goal) revert GoalNotReached(campaign.pledged, campaign.goal);
        require(!campaign.claimed, "claimed");
        campaign.claimed = true;
        payable(campaign.creator).transfer(campaign.pledged);
        emit Claim(id, campaign.pledged);
    }

    function refund(uint256 id) external {
        Campaign storage campaign = _campaign(id);
        if (block.timestamp < campaign.endAt) revert CampaignRunning(id, campaign.endAt);
        if (campaign.pledged >= campaign.goal) revert GoalReached(campaign.pledged, campaign.goal);
        uint256 bal = pledgedAmount[id][msg.sender];
        require(bal > 0, "nothing to refund");
        pledgedAmount[id][msg.sender] = 0;
        payable(msg.sender).transfer(bal);
        emit Refund(id, msg.sender, bal);
    }

    function _campaign(uint256 id) private view returns (Campaign storage campaign) {
        campaign = campaigns[id];
        if (campaign.creator == address(0)) revert CampaignNotFound(id);
    }
}
