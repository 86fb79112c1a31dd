// Public entry of the inventory area: the only file of it that other areas, jobs and seeds may import (eslint.config.js); app.ts registers its routes.js.
export { createInventoryType, typeColumns, typeDto, typeFilter, typeOrder, type TypeRow } from './inventory-types.js';
// The stock ledger, for the building portal's purchases and stock pages (decision 070).
export { ledgerDifferences, recordMovement, type Movement } from './ledger.js';
export { assertCanReceive, lockPlaces, projectById } from './places.js';
export { itemAtPlace, lockItem } from './stock.js';
export { itemHistoryRows } from './read.js';
