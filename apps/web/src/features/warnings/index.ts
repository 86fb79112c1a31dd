/** What the warnings feature offers other features (the team member tasks panel). */
export { TrackerControl } from './tracker-control';
export { WarningTrackerRow } from './warning-tracker-row';
