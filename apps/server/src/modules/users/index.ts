// Public entry of the users area: the only file of it that other areas, jobs and seeds may import (eslint.config.js); app.ts registers its routes.js.
export { notifyStatusChange } from './status.js';
export { assertMayViewTimeLog } from './view-rights.js';
export { assertMayChange } from './guard.js';
