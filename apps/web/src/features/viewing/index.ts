/** What the viewing feature (looking at the app as another person) offers other features. */
export { useHeaderPersonId, useShownPerson } from './use-shown-person';
export { setViewedUser, useViewedUser } from './viewed-user-store';
export { ViewingBanner } from './viewing-banner';
export { useMayView, useViewRights, viewerOf, type ViewedPage, type ViewRights } from './view-rights';
export { ViewRefused } from './view-refused';
