import type { FastifyInstance } from 'fastify';
import { mapContracts } from '@goodhours/domain';
import type { AppContext } from '../../context.js';
import { implementArea } from '../../http/register-routes.js';
import { addMapPerson, editMapPerson, listMapLocations, mapTiles, removeMapPerson } from './service.js';

export function mapRoutes(app: FastifyInstance, ctx: AppContext): void {
  implementArea(app, ctx, 'map', mapContracts, {
    list: () => listMapLocations(ctx),
    tiles: () => mapTiles(ctx),
    add: ({ caller, body }) => addMapPerson(ctx, caller.id, body),
    edit: ({ params, body }) => editMapPerson(ctx, params.id, body),
    remove: ({ params }) => removeMapPerson(ctx, params.id),
  });
}
