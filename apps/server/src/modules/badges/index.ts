// Public entry of the badges area: the only file of it that other areas, jobs and seeds may import (eslint.config.js); app.ts registers its routes.js.
export { awardBadges } from './award.js';
