/** What the badges feature offers other features: the profile's badge block and the time log's badges tab. */
export { ProfileBadges } from './badge-summary';
export { badgeTotal, BadgesTab } from './badges-tab';
export { BadgePicture } from './badge-picture';
