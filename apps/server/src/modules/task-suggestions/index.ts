// Public entry of the task-suggestions area: the only file of it that other areas, jobs and seeds may import (eslint.config.js); app.ts registers its routes.js.
export { recordTaskChange } from './record.js';
