/** The email area's pages (document 3 §2.6): announcements, the outbox, subscriptions and send-email. */
export { AnnouncementsPage } from './announcements-page';
export { EmailOutboxPage } from './email-outbox-page';
export { EmailSubscribePage } from './email-subscribe-page';
export { EmailUnsubscribePage } from './email-unsubscribe-page';
export { SendEmailPage } from './send-email-page';
