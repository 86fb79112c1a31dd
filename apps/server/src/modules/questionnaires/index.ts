export { tsaRoutes } from './tsa-routes.js';
export { hgnRoutes } from './hgn-routes.js';
