import type { InventoryType, UnitDetail, UnitRow, UnitsPage, UnitUpdate } from '@goodhours/domain';
import { EARTHBAG, SOLAR } from './stock-fixtures';

/** Test data for the building portal's tools and equipment lists and unit pages. */
export const DRILL_TYPE = 'd1111111-1111-4111-8111-111111111111';
export const SAW_TYPE = 'd2222222-2222-4222-8222-222222222222';
export const EXCAVATOR_TYPE = 'd3333333-3333-4333-8333-333333333333';
export const DRILL_1 = 'e1111111-1111-4111-8111-111111111111';
export const DRILL_2 = 'e2222222-2222-4222-8222-222222222222';
export const SAW_1 = 'e3333333-3333-4333-8333-333333333333';
export const EXCAVATOR_1 = 'e4444444-4444-4444-8444-444444444444';
export const LOADER_1 = 'e5555555-5555-4555-8555-555555555555';
const MANAGER_ID = 'f1111111-1111-4111-8111-111111111111';

export const toolTypes: InventoryType[] = [
  { id: DRILL_TYPE, name: 'Drill', category: 'Tools', unit: 'pieces', description: 'Cordless drill, 18 V', fuel: null, archivedAt: null },
  { id: SAW_TYPE, name: 'Saw', category: 'Tools', unit: 'pieces', description: 'Hand saw', fuel: null, archivedAt: null },
];

export const drillRow: UnitRow = {
  id: DRILL_1,
  code: 'DRL-001',
  type: { id: DRILL_TYPE, name: 'Drill', category: 'Tools', description: 'Cordless drill, 18 V' },
  project: { id: EARTHBAG, projectName: 'Earthbag Village' },
  ownership: 'Purchased',
  rentedOn: null,
  rentalDue: null,
  condition: 'Good',
  holder: { id: MANAGER_ID, name: 'Mia Manager', external: false },
  heldSince: '2026-11-20T17:00:00.000Z',
  retired: false,
  currentUsage: 'Checked Out',
};

export const drill2Row: UnitRow = {
  ...drillRow,
  id: DRILL_2,
  code: 'DRL-002',
  condition: 'Needs Repair',
  holder: null,
  heldSince: null,
  currentUsage: 'Checked In',
};

export const sawRow: UnitRow = {
  ...drillRow,
  id: SAW_1,
  code: 'SAW-001',
  type: { id: SAW_TYPE, name: 'Saw', category: 'Tools', description: 'Hand saw' },
  project: { id: SOLAR, projectName: 'Solar Microgrid' },
  condition: 'New',
  holder: null,
  heldSince: null,
  currentUsage: 'Unknown',
};

export const excavatorRow: UnitRow = {
  ...drillRow,
  id: EXCAVATOR_1,
  code: 'EXC-001',
  type: { id: EXCAVATOR_TYPE, name: 'Excavator', category: 'Equipments', description: 'Mini excavator' },
  ownership: 'Rental',
  rentedOn: '2026-11-01',
  rentalDue: '2026-12-01',
  holder: null,
  heldSince: null,
  currentUsage: 'Unknown',
};

export const loaderRow: UnitRow = {
  ...excavatorRow,
  id: LOADER_1,
  code: 'LDR-001',
  type: { id: EXCAVATOR_TYPE, name: 'Loader', category: 'Equipments', description: 'Skid loader' },
  project: { id: SOLAR, projectName: 'Solar Microgrid' },
  rentedOn: '2026-10-01',
  rentalDue: '2026-10-15',
};

export const unitsPage = (rows: UnitRow[], total = rows.length): UnitsPage => ({ rows, total });

/** `GET /api/bm/units` as the app asks for it: its parameters in the order the hook sends them. */
export function unitsUrl(q: { category: string; projectId?: string; typeId?: string; offset?: number }): string {
  const query = new URLSearchParams({ category: q.category });
  if (q.projectId) query.set('projectId', q.projectId);
  if (q.typeId) query.set('typeId', q.typeId);
  query.set('limit', '200');
  query.set('offset', String(q.offset ?? 0));
  return `GET /api/bm/units?${query.toString()}`;
}

export const update = (over: Partial<UnitUpdate> = {}): UnitUpdate => ({
  id: 'c1111111-1111-4111-8111-111111111111',
  updateDate: '2026-11-19',
  status: 'Working well',
  condition: 'Good',
  lastUsedBy: '',
  lastUsedFor: '',
  replacementRequired: false,
  description: '',
  note: '',
  by: { id: MANAGER_ID, firstName: 'Mia', lastName: 'Manager' },
  at: '2026-11-19T18:00:00.000Z',
  ...over,
});

export const detailOf = (unit: UnitRow, over: Partial<UnitDetail> = {}): UnitDetail => ({
  unit,
  invoice: 'INV-778',
  unitPrice: 129.5,
  currency: 'USD',
  purchaseRequestId: null,
  rentalDaysLeft: null,
  log: [],
  updates: [],
  ...over,
});
