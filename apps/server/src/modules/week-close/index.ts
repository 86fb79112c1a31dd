// Public entry of the weekly close: the only file of it that other areas, jobs and seeds may import (eslint.config.js).
export { runWeekClose, type WeekCloseResult } from './close.js';
export { dueWeeks, runDueWeekCloses } from './due.js';
