import type { FastifyInstance } from 'fastify';
import { stockContracts, toolContracts } from '@goodhours/domain';
import type { AppContext } from '../../context.js';
import { implementArea } from '../../http/register-routes.js';
import { externalTeamRoutes } from './external-team.js';
import { itemTypeRoutes } from './item-types.js';
import { purchaseRoutes } from './purchases.js';
import { buildingProjects, itemMovements, listStock } from './stock-read.js';
import { logTools } from './tool-log.js';
import { addToolType } from './tool-types.js';
import { unitDetail } from './tool-unit-detail.js';
import { updateUnit } from './tool-unit-update.js';
import { listUnits, toolLogTable } from './tool-units.js';
import { addStock, logStock, reverseMovement, setMinimum } from './stock-write.js';

/**
 * The building management portal's API (document 3 §2.9; decision 070). Every route declares
 * `access.portal('building')`: the portal's permission and its login passed in this session.
 */
export function buildingRoutes(app: FastifyInstance, ctx: AppContext): void {
  implementArea(app, ctx, 'building-stock', stockContracts, {
    projects: () => buildingProjects(ctx),
    list: ({ query }) => listStock(ctx, query),
    add: ({ caller, body }) => addStock(ctx, caller.id, body),
    log: ({ caller, body }) => logStock(ctx, caller.id, body),
    movements: ({ params, query }) => itemMovements(ctx, params.id, query),
    minimum: ({ params, body }) => setMinimum(ctx, params.id, body.minimum),
    reverse: ({ caller, params, body }) => reverseMovement(ctx, caller.id, params.id, body),
  });
  // Each other part of the portal registers its area here.
  externalTeamRoutes(app, ctx);
  itemTypeRoutes(app, ctx);
  purchaseRoutes(app, ctx);
  implementArea(app, ctx, 'building-tools', toolContracts, {
    addType: ({ caller, body }) => addToolType(ctx, caller.id, body),
    units: ({ query }) => listUnits(ctx.db, query),
    unit: ({ params }) => unitDetail(ctx, params.id),
    update: ({ caller, params, body }) => updateUnit(ctx, caller.id, params.id, body),
    logTable: ({ query }) => toolLogTable(ctx, query),
    log: ({ caller, body }) => logTools(ctx, caller, body),
  });
}
