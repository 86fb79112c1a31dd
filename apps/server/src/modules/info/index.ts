// Public entry of the info area: the only file of it that other areas, jobs and seeds may import (eslint.config.js); app.ts registers its routes.js.
export { insertDemoInfoPages } from './demo-pages.js';
export { sanitizeInfoHtml } from './sanitize.js';
