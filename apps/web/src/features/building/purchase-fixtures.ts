import type { BuildingProject, InventoryType, PurchaseRequest } from '@goodhours/domain';
import { sessionUserFor } from '../../test/users';

/** Test data for the purchase pages' component tests. */

export const PROJECT_ID = '10000000-0000-4000-8000-000000000001';
export const CEMENT_ID = '20000000-0000-4000-8000-000000000001';
export const DRILL_ID = '20000000-0000-4000-8000-000000000002';

/** A Manager in the building portal: requests, cancels their own, approves nothing. */
export const manager = sessionUserFor('Manager', { portals: ['building'] });
/** An Administrator in the building portal: approves, rejects and receives. */
export const admin = sessionUserFor('Administrator', { portals: ['building'] });

export const projects: BuildingProject[] = [
  { id: PROJECT_ID, projectName: 'Earthbag Village', isActive: true },
  { id: '10000000-0000-4000-8000-000000000002', projectName: 'Solar Microgrid', isActive: true },
];

const type = (id: string, name: string, category: InventoryType['category'], unit: string): InventoryType => ({
  id,
  name,
  category,
  unit,
  description: '',
  fuel: null,
  archivedAt: null,
});
export const cementType = type(CEMENT_ID, 'Cement', 'Materials', 'bags');
export const drillType = type(DRILL_ID, 'Drill', 'Tools', 'each');

export function purchase(over: Partial<PurchaseRequest> = {}): PurchaseRequest {
  return {
    id: '30000000-0000-4000-8000-000000000001',
    project: { id: PROJECT_ID, name: 'Earthbag Village' },
    type: { id: CEMENT_ID, name: 'Cement', category: 'Materials', unit: 'bags' },
    quantity: 12,
    priority: 'High',
    brand: 'Holcim',
    usageTime: '',
    usageDescription: '',
    status: 'Pending',
    requestedBy: { id: manager.userid, firstName: 'Maria', lastName: 'Lopez' },
    requestedAt: '2026-11-18T18:00:00.000Z',
    decidedBy: null,
    decidedAt: null,
    rejectReason: null,
    receivedBy: null,
    receivedAt: null,
    receivedQuantity: null,
    unitPrice: null,
    currency: null,
    ...over,
  };
}
