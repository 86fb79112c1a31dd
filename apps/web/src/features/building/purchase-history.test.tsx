import type { PurchaseRequest } from '@goodhours/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/mock-api';
import { renderApp, startSessionAs } from '../../test/render';
import { CEMENT_ID, manager, PROJECT_ID, purchase } from './purchase-fixtures';
import { PurchaseHistory } from './purchase-history';

const page = (...requests: PurchaseRequest[]) => ({ body: { requests, next: null } });

describe('the purchase history', () => {
  it('lists the date, status, quantity and creator of each request of a type for a project', async () => {
    mockApi(
      {
        [`GET /api/bm/purchases?projectId=${PROJECT_ID}&typeId=${CEMENT_ID}&limit=100`]: page(
          purchase({ status: 'Received' }),
          purchase({ id: '30000000-0000-4000-8000-000000000002', quantity: 4, status: 'Rejected' }),
        ),
      },
      { user: manager },
    );
    await startSessionAs(manager);
    renderApp('/', [{ path: '/', element: <PurchaseHistory projectId={PROJECT_ID} typeId={CEMENT_ID} /> }]);
    const table = await screen.findByRole('table', { name: 'Purchase history' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Date', 'Status', 'Quantity', 'Creator']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['Nov-18-26 10:00 AM PT', 'Received', '12 bags', 'Maria Lopez'],
      ['Nov-18-26 10:00 AM PT', 'Rejected', '4 bags', 'Maria Lopez'],
    ]);
  });
});
