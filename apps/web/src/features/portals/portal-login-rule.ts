import { portalLoginInput } from '@goodhours/domain';
import { schemaResolver } from '@mantine/form';

/** The portal login's rule: the schema the server checks too, loaded when the form is first used (decision 022). */
export const validatePortalLogin = schemaResolver(portalLoginInput, { sync: true });
export { portalLoginInput };
