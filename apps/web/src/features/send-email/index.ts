/** The /sendemail page (document 3 §2.6): an email to typed addresses. */
export { SendEmailPage } from './send-email-page';
