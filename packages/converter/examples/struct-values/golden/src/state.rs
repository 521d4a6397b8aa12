use cw_storage_plus::Item;

use crate::msg::Profile;

/// `Profile public profile`
pub const PROFILE: Item<Profile> = Item::new("profile");
