/** Where the viewed person is kept for the browser session (sessionStorage); read by the boot script too. */
export const VIEWED_USER_KEY = 'goodhours.viewingUser';
