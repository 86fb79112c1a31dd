// Public entry of the visit figures area: the only file of it that other areas and jobs may import (eslint.config.js); app.ts registers its routes.js.
export { visitFiguresRoutes } from './routes.js';
