import { type InventoryItem, inventoryContracts, type AddInventoryItemInput } from '@goodhours/domain';
import { api, test } from '../../test/api.js';
import { signedIn } from '../../test/harness.js';
import { makeProject, makeType } from '../../test/stock-fixtures.js';

export const it = test
  .extend('admin', { auto: true }, ({ t }) => signedIn(t, 'Administrator'))
  .extend('projectId', { auto: true }, ({ t }) => makeProject(t, 'Earthbag Village'))
  .extend('cement', { auto: true }, ({ t }) => makeType(t, 'Cement', 'Materials', 'bags'))
  .extend(
    'add',
    ({ t, admin, projectId }) =>
      async (body: AddInventoryItemInput, token = admin.token, project = projectId): Promise<InventoryItem> => {
        const res = await api(t, token).call(inventoryContracts.addItem, { params: { projectId: project }, body });
        if (res.statusCode !== 201) throw new Error(`add failed: ${res.body}`);
        return res.json<InventoryItem>();
      },
  );
