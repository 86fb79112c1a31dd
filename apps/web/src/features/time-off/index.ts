/** What the time-off feature offers other features: the profile's section. */
export { TimeOffSection } from './time-off-section';
