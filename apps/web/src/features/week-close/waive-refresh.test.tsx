import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '../../api/paths';
import { useSummaryBar } from '../../api/summary-bar';
import { mockApi } from '../../test/mock-api';
import { renderApp, startSessionAs } from '../../test/render';
import { summaryBarAnswer } from '../../test/summary-bar';
import { sessionUserFor } from '../../test/users';
import { WaiveDialog } from './waive-dialog';
import { outcome } from './week-close-test-data';

const admin = sessionUserFor('Administrator');
const PERSON = '11111111-1111-4111-8111-111111111111';

const bar = (blueSquareCount: number) => summaryBarAnswer({ userId: PERSON, blueSquareCount });

/** The summary bar's blue-square count, read through the summary bar's own query. */
function BlueSquareCount() {
  const summary = useSummaryBar(PERSON);
  return <output aria-label="Blue squares">{summary.data?.blueSquareCount}</output>;
}

describe('waiving a blue square of the weekly close', () => {
  it('takes it off the summary bar’s count at once', async () => {
    let count = 1;
    mockApi(
      {
        [`GET ${paths.summaryBar(PERSON)}`]: () => ({ body: bar(count) }),
        [`POST /api/weekclose/2026-11-15/waive/${PERSON}`]: () => {
          count -= 1;
          return {
            body: outcome({ userId: PERSON, waived: { at: '2026-11-23T18:00:00.000Z', by: 'Arjun Admin', reason: 'In hospital' } }),
          };
        },
      },
      { user: admin },
    );
    const given = outcome({
      userId: PERSON,
      firstName: 'Amara',
      lastName: 'Okafor',
      blueSquare: 'Weekly commitment not met',
      infringementId: '33333333-3333-4333-8333-333333333333',
    });
    await startSessionAs(admin);
    renderApp('/weekclose', [
      {
        path: '/weekclose',
        element: (
          <>
            <BlueSquareCount />
            <WaiveDialog weekStart="2026-11-15" outcome={given} onClose={() => undefined} />
          </>
        ),
      },
    ]);
    const shown = screen.getByRole('status', { name: 'Blue squares' });
    await waitFor(() => {
      expect(shown).toHaveTextContent('1');
    });

    const dialog = screen.getByRole('dialog', { name: 'Waive blue square' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'In hospital');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Waive' }));

    await waitFor(() => {
      expect(shown).toHaveTextContent('0');
    });
  });
});
