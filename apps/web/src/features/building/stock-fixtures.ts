import type { BuildingProject, InventoryMovement, InventoryType, MovementsPage, StockPage, StockRow } from '@goodhours/domain';
import { sessionUserFor } from '../../test/users';

/** Test data for the building portal's stock pages. */
export const EARTHBAG = '11111111-1111-4111-8111-111111111111';
export const SOLAR = '22222222-2222-4222-8222-222222222222';
export const CEMENT_TYPE = '33333333-3333-4333-8333-333333333333';
export const SAND_TYPE = '44444444-4444-4444-8444-444444444444';
export const CEMENT_ITEM = '55555555-5555-4555-8555-555555555555';
export const SAND_ITEM = '66666666-6666-4666-8666-666666666666';

/** A manager who passed the building portal's login. */
export const manager = sessionUserFor('Manager', { portals: ['building'] });

export const projects: BuildingProject[] = [
  { id: EARTHBAG, projectName: 'Earthbag Village', isActive: true },
  { id: SOLAR, projectName: 'Solar Microgrid', isActive: true },
];

export const types: InventoryType[] = [
  { id: CEMENT_TYPE, name: 'Cement', category: 'Materials', unit: 'bags', description: '', fuel: null, archivedAt: null },
  { id: SAND_TYPE, name: 'Sand', category: 'Materials', unit: 'm³', description: '', fuel: null, archivedAt: null },
];

export const cementRow: StockRow = {
  itemId: CEMENT_ITEM,
  project: { id: EARTHBAG, projectName: 'Earthbag Village' },
  wbs: null,
  type: { id: CEMENT_TYPE, name: 'Cement', unit: 'bags', category: 'Materials' },
  bought: 70,
  used: 0,
  wasted: 4,
  available: 66,
  minimum: null,
  belowMinimum: false,
  updatedAt: '2026-11-18T18:00:00.000Z',
};

export const sandRow: StockRow = {
  ...cementRow,
  itemId: SAND_ITEM,
  wbs: { id: '77777777-7777-4777-8777-777777777777', wbsName: 'Dome Construction' },
  type: { id: SAND_TYPE, name: 'Sand', unit: 'm³', category: 'Materials' },
  bought: 18,
  used: 10,
  wasted: 1.5,
  available: 6.5,
  minimum: 8,
  belowMinimum: true,
};

export const page = (rows: StockRow[], total = rows.length): StockPage => ({ rows, total });

/** `GET /api/bm/stock` as the app asks for it: its parameters in the order the hook sends them. */
export function stockUrl(q: {
  category: string;
  projectId?: string;
  typeId?: string;
  sort?: string;
  dir?: string;
  offset?: number;
}): string {
  const query = new URLSearchParams({ category: q.category });
  if (q.projectId) query.set('projectId', q.projectId);
  if (q.typeId) query.set('typeId', q.typeId);
  query.set('sort', q.sort ?? 'project');
  query.set('dir', q.dir ?? 'asc');
  query.set('limit', '100');
  query.set('offset', String(q.offset ?? 0));
  return `GET /api/bm/stock?${query.toString()}`;
}

export const movement = (over: Partial<InventoryMovement>): InventoryMovement => ({
  id: '88888888-8888-4888-8888-888888888888',
  kind: 'use',
  quantity: 4,
  costUsd: 0,
  reason: null,
  reversesId: null,
  workDate: '2026-11-18',
  note: '',
  at: '2026-11-18T20:00:00.000Z',
  by: { id: '99999999-9999-4999-8999-999999999999', firstName: 'Maria', lastName: 'Manager' },
  otherProject: null,
  ...over,
});

export const movementsPage = (movements: InventoryMovement[], more = false, item: StockRow = cementRow): MovementsPage => ({
  item,
  movements,
  more,
});
