/** What the infringements (blue squares) feature offers other features: the profile's section. */
export { BlueSquaresSection } from './blue-squares-section';
