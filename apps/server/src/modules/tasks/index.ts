// Public entry of the tasks area: the only file of it that other areas, jobs and seeds may import (eslint.config.js); app.ts registers its routes.js.
export { readTask } from './task-query.js';
export { applyTaskUpdate } from './update.js';
