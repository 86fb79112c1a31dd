import { loginInput } from '@goodhours/domain';
import { schemaResolver } from '@mantine/form';

/**
 * The sign-in form's rule: the schema the server checks too. Its own chunk: the login page loads it
 * (and zod with it) when the form is first used, not before the page is drawn (decision 022).
 */
export const validateLogin = schemaResolver(loginInput, { sync: true });
export { loginInput };
