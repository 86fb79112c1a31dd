// Public entry of the lessons area: app.ts registers its routes from here.
export { lessonRoutes } from './routes.js';
