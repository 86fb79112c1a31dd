/**
 * The team code rule of document 1 §5 (empty; or one character, a dash, 3 to 5 letters or digits;
 * or 5 to 7 letters or digits; or any character, a dash, 3 letters or digits). The rule exists
 * once, beside the profile's stricter 5-to-7 rule; teams re-export it from there.
 */
export { isValidTeamCode } from '../users/index.js';
