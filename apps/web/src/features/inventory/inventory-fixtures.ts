import type { InventoryItem, InventoryPlace, InventoryType, ProjectInventory } from '@goodhours/domain';

/** Test data for the inventory page and its forms. */
export const PROJECT_ID = '11111111-1111-4111-8111-111111111111';
export const OTHER_PROJECT_ID = '22222222-2222-4222-8222-222222222222';
export const WBS_ID = '33333333-3333-4333-8333-333333333333';
export const OTHER_WBS_ID = '44444444-4444-4444-8444-444444444444';

export const cement: InventoryItem = {
  id: '55555555-5555-4555-8555-555555555555',
  typeId: '66666666-6666-4666-8666-666666666666',
  name: 'Cement',
  category: 'Materials',
  unit: 'bags',
  description: 'Portland cement, 25 kg bags.',
  projectId: PROJECT_ID,
  wbsId: null,
  quantity: 5,
  wasted: 4,
  costUsd: 1234.5,
  updatedAt: '2026-11-18T18:00:00.000Z',
};

export const drill: InventoryItem = {
  ...cement,
  id: '77777777-7777-4777-8777-777777777777',
  typeId: '88888888-8888-4888-8888-888888888888',
  name: 'Drill',
  category: 'Tools',
  unit: 'each',
  description: '',
  quantity: 2,
  wasted: 0,
  costUsd: 300,
};

export const inventory: ProjectInventory = {
  project: { id: PROJECT_ID, projectName: 'Earthbag Village', isActive: true, isArchived: false },
  wbs: null,
  wbsList: [{ id: WBS_ID, wbsName: 'Foundations' }],
  items: [cement, drill],
  summary: {
    totalMaterialsCost: 1234.5,
    totalEquipmentCost: 300,
    mostMaterialWaste: { itemType: { name: 'Cement', unit: 'bags' }, stockWasted: 4 },
    mostMaterialBought: { itemType: { name: 'Cement', unit: 'bags' }, stockBought: 9 },
    leastMaterialAvailable: { itemType: { name: 'Cement', unit: 'bags' }, stockAvailable: 5 },
  },
};

export const types: InventoryType[] = [
  { id: cement.typeId, name: 'Cement', category: 'Materials', unit: 'bags', description: '', fuel: null, archivedAt: null },
  { id: drill.typeId, name: 'Drill', category: 'Tools', unit: 'each', description: '', fuel: null, archivedAt: null },
];

export const places: InventoryPlace[] = [
  { id: PROJECT_ID, projectName: 'Earthbag Village', wbs: [{ id: WBS_ID, wbsName: 'Foundations' }] },
  { id: OTHER_PROJECT_ID, projectName: 'Solar Microgrid', wbs: [{ id: OTHER_WBS_ID, wbsName: 'Panels' }] },
];

export const projectUrl = `/api/inventory/${PROJECT_ID}`;
