/** What the timer feature offers other features (the app shell). */
export { HeaderTimer } from './header-timer';
