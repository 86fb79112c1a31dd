// Public entry of the infringements area: the only file of it that other areas, jobs and seeds may import (eslint.config.js); app.ts registers its routes.js.
export { addInfringement, giveBlueSquare, recordInfringement } from './service.js';
