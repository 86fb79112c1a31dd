// Public entry of the jobs area: app.ts registers its routes.
export { jobRoutes } from './routes.js';
