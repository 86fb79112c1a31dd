// Public entry of the forms area: app.ts registers its routes; the jobs area builds job application forms on its engine.
export { formRoutes, sendResponsesCsv } from './routes.js';
export { checkedAnswers, responsesTable, storeResponse } from './responses.js';
export { currentFormOf, saveDefinition } from './versions.js';
