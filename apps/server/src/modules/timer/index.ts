// Public entry of the timer area: the only file of it that other areas, jobs and seeds may import (eslint.config.js); app.ts registers its routes.js.
export { notifyRowUser, notifySessionsRevoked, notifyWeekClosed } from './notify.js';
