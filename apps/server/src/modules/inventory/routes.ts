import type { FastifyInstance } from 'fastify';
import {
  addInventoryItemInput,
  createInventoryTypeInput,
  INVENTORY_EDIT_PERMISSION,
  INVENTORY_MESSAGES as M,
  inventoryScopeQuery,
  inventoryTypesQuery,
  transferInventoryInput,
  updateInventoryItemInput,
  wasteInventoryInput,
} from '@goodhours/domain';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { parseInput } from '../../errors.js';
import { requirePermission, requireUser } from '../../auth/sessions.js';
import { createInventoryType, listInventoryTypes } from './inventory-types.js';
import { inventoryPlaces, itemHistory, projectInventory } from './read.js';
import { addItem, deleteItem, updateItem, wasteItem } from './stock.js';
import { transferItem } from './transfer.js';

const projectParam = z.object({ projectId: z.uuid({ error: M.projectNotFound }) });
const itemParam = z.object({ id: z.uuid({ error: M.itemNotFound }) });

/**
 * Project inventory (document 1 §2 /inventory/{projectId}, document 3 §2.9). Any signed-in user
 * reads it; every change, and adding item types, needs putProject.
 */
export function inventoryRoutes(app: FastifyInstance, ctx: AppContext): void {
  const editor = async (request: Parameters<typeof requireUser>[1]) => {
    const user = await requireUser(ctx, request);
    requirePermission(user, INVENTORY_EDIT_PERMISSION);
    return user;
  };

  app.get('/api/inventory/types', async (request) => {
    await requireUser(ctx, request);
    return listInventoryTypes(ctx, parseInput(inventoryTypesQuery, request.query).category);
  });

  app.post('/api/inventory/types', async (request, reply) => {
    await editor(request);
    return reply.status(201).send(await createInventoryType(ctx, parseInput(createInventoryTypeInput, request.body)));
  });

  /** Projects that can receive stock, with their WBS: the transfer form's choices. */
  app.get('/api/inventory/places', async (request) => {
    await requireUser(ctx, request);
    return inventoryPlaces(ctx);
  });

  app.get('/api/inventory/items/:id/history', async (request) => {
    await requireUser(ctx, request);
    return itemHistory(ctx, parseInput(itemParam, request.params).id);
  });

  app.post('/api/inventory/items/:id/waste', async (request) => {
    const user = await editor(request);
    const { id } = parseInput(itemParam, request.params);
    return wasteItem(ctx, user.id, id, parseInput(wasteInventoryInput, request.body));
  });

  app.post('/api/inventory/items/:id/transfer', async (request) => {
    const user = await editor(request);
    const { id } = parseInput(itemParam, request.params);
    return transferItem(ctx, user.id, id, parseInput(transferInventoryInput, request.body));
  });

  app.put('/api/inventory/items/:id', async (request) => {
    const user = await editor(request);
    const { id } = parseInput(itemParam, request.params);
    return updateItem(ctx, user.id, id, parseInput(updateInventoryItemInput, request.body));
  });

  app.delete('/api/inventory/items/:id', async (request, reply) => {
    await editor(request);
    await deleteItem(ctx, parseInput(itemParam, request.params).id);
    return reply.status(204).send();
  });

  app.get('/api/inventory/:projectId', async (request) => {
    await requireUser(ctx, request);
    const { projectId } = parseInput(projectParam, request.params);
    return projectInventory(ctx, projectId, parseInput(inventoryScopeQuery, request.query).wbsId);
  });

  app.post('/api/inventory/:projectId/items', async (request, reply) => {
    const user = await editor(request);
    const { projectId } = parseInput(projectParam, request.params);
    return reply.status(201).send(await addItem(ctx, user.id, projectId, parseInput(addInventoryItemInput, request.body)));
  });
}
