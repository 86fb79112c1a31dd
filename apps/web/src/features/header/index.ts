/** What the header feature offers other features (the app shell). */
export { HeaderBanners } from './header-extras';
export { HoursBell } from './hours-bell';
export { NotificationDock } from './notification-card';
export { useBannersSettled } from './use-banners-settled';
