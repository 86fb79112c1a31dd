export { EmailOutboxPage } from './email-outbox-page';
