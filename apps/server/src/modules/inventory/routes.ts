import type { FastifyInstance } from 'fastify';
import { inventoryContracts } from '@goodhours/domain';
import type { AppContext } from '../../context.js';
import { implementArea } from '../../http/register-routes.js';
import { createInventoryType, listInventoryTypes } from './inventory-types.js';
import { inventoryPlaces, itemHistory, projectInventory } from './read.js';
import { addItem, updateItem, wasteItem } from './stock.js';
import { transferItem } from './transfer.js';

/**
 * Project inventory (document 1 §2 /inventory/{projectId}, document 3 §2.9). Any signed-in user
 * reads it; every change, and adding item types, needs putProject.
 */
export function inventoryRoutes(app: FastifyInstance, ctx: AppContext): void {
  implementArea(app, ctx, 'inventory', inventoryContracts, {
    types: ({ query }) => listInventoryTypes(ctx, query.category, query.archived),
    createType: ({ body }) => createInventoryType(ctx, body),
    places: () => inventoryPlaces(ctx),
    history: ({ params }) => itemHistory(ctx, params.id),
    waste: ({ caller, params, body }) => wasteItem(ctx, caller.id, params.id, body),
    transfer: ({ caller, params, body }) => transferItem(ctx, caller.id, params.id, body),
    updateItem: ({ caller, params, body }) => updateItem(ctx, caller.id, params.id, body),
    project: ({ params, query }) => projectInventory(ctx, params.projectId, query.wbsId),
    addItem: ({ caller, params, body }) => addItem(ctx, caller.id, params.projectId, body),
  });
}
