// Public entry of the weekly-summaries area: the only file of it that other areas, jobs and seeds may import (eslint.config.js); app.ts registers its routes.js.
export { readsOthersSummaries } from './service.js';
export { summaryWritten, written as summaryRowWritten } from './summary-written.js';
