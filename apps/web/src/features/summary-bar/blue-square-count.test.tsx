import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../api/paths';
import { mockApi } from '../../test/mock-api';
import { renderApp, startSessionAs } from '../../test/render';
import { summaryBarAnswer } from '../../test/summary-bar';
import { sessionUserFor } from '../../test/users';
import { BlueSquaresSection } from '../infringements';
import { SummaryBar } from './summary-bar';

const admin = sessionUserFor('Administrator');
const PERSON = '11111111-1111-4111-8111-111111111111';
const SQUARE = '33333333-3333-4333-8333-333333333333';
const infringements = `/api/userprofile/${PERSON}/infringements`;

const bar = (blueSquareCount: number) => summaryBarAnswer({ userId: PERSON, blueSquareCount });

const square = { id: SQUARE, date: '2026-11-21', description: 'Weekly commitment not met', createdDate: '2026-11-22T08:00:00.000Z' };

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-23T18:00:00Z') });
});

describe('the summary bar’s blue-square count', () => {
  it('goes up as soon as a blue square is given by hand on the profile', async () => {
    let count = 0;
    mockApi(
      {
        [`GET ${paths.summaryBar(PERSON)}`]: () => ({ body: bar(count) }),
        [`GET ${infringements}`]: () => ({ body: count ? [{ ...square, closeWeek: null }] : [] }),
        [`POST ${infringements}`]: () => {
          count += 1;
          return { status: 201, body: { ...square, closeWeek: null } };
        },
      },
      { user: admin },
    );
    await startSessionAs(admin);
    renderApp('/profile', [
      {
        path: '/profile',
        element: (
          <>
            <SummaryBar personId={PERSON} />
            <BlueSquaresSection userId={PERSON} />
          </>
        ),
      },
    ]);
    expect(await screen.findByRole('link', { name: '0 blue squares' })).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText(/Date/), '2026-11-21');
    await userEvent.type(screen.getByLabelText(/Summary/), 'Weekly commitment not met');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('link', { name: '1 blue squares' })).toBeInTheDocument();
  });
});
