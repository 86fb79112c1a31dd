/** What the weekly close feature offers other features: the digest choice on one's profile. */
export { DIGEST_ROLES, SummaryDigestSwitch } from './summary-digest-switch';
