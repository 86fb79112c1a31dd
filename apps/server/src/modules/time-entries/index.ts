// Public entry of the time-entries area: the only file of it that other areas, jobs and seeds may import (eslint.config.js); app.ts registers its routes.js.
export { recomputeTimeTotals } from './totals.js';
export { weekSeconds } from './week-hours.js';
