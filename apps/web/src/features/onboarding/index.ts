export { SetupLinkDialog } from './setup-link-dialog';
