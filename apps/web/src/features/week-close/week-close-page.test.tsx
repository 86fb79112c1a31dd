import { WEEK_CLOSE_MESSAGES, type WeekCloseDetail } from '@goodhours/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/mock-api';
import { renderApp, startSessionAs } from '../../test/render';
import { sessionUserFor } from '../../test/users';
import { outcome } from './week-close-test-data';

const AMARA = '11111111-1111-4111-8111-111111111111';
const missed = outcome({
  userId: AMARA,
  firstName: 'Amara',
  lastName: 'Okafor',
  tangibleHours: 4,
  summaryPresent: false,
  blueSquareReason: 'both',
  blueSquare:
    'Weekly commitment not met and weekly summary not submitted in the week of Nov-15-26 to Nov-21-26: logged 4 of 10 committed hours.',
  infringementId: '33333333-3333-4333-8333-333333333333',
});
const week: WeekCloseDetail = {
  weekStart: '2026-11-15',
  weekEnd: '2026-11-21',
  startedAt: '2026-11-22T08:00:00.000Z',
  finishedAt: '2026-11-22T08:00:01.500Z',
  people: 2,
  blueSquares: 1,
  exemptions: 0,
  badges: 0,
  outcomes: [missed, outcome({})],
};
const admin = sessionUserFor('Administrator');

describe('the weekly close page', () => {
  it('shows a closed week’s decisions with their reasons, the notable ones first, and waives a blue square with a reason', async () => {
    const calls = mockApi(
      {
        'GET /api/weekclose/2026-11-15': { body: week },
        [`POST /api/weekclose/2026-11-15/waive/${AMARA}`]: {
          body: { ...missed, infringementId: null, waived: { at: '2026-11-23T18:00:00.000Z', by: 'Arjun Admin', reason: 'In hospital' } },
        },
      },
      { user: admin },
    );
    await startSessionAs(admin);
    renderApp('/weekclose/2026-11-15');
    const row = (await screen.findByRole('link', { name: 'Amara Okafor' }, { timeout: 5000 })).closest('tr')!;
    expect(within(row).getByText('Blue square: hours and summary')).toBeInTheDocument();
    expect(within(row).getByText('4 of 10')).toBeInTheDocument();
    expect(screen.getByText(/1 blue square, 0 badges, 0 exemptions/)).toBeInTheDocument();
    // Ben met his commitment: shown only with everyone.
    expect(screen.queryByRole('link', { name: 'Ben Hartley' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: /Show everyone \(2 people\)/ }));
    expect(screen.getByRole('link', { name: 'Ben Hartley' })).toBeInTheDocument();

    await userEvent.click(within(row).getByRole('button', { name: 'Waive the blue square of Amara Okafor' }));
    const dialog = screen.getByRole('dialog', { name: 'Waive blue square' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Waive' }));
    expect(within(dialog).getByText(WEEK_CLOSE_MESSAGES.reasonRequired)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'In hospital');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Waive' }));
    expect(await screen.findByText(WEEK_CLOSE_MESSAGES.waived)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ reason: 'In hospital' });
  });
});

describe('resending a week’s emails', () => {
  it('is offered to an Owner, who is told how many were queued; not to an Administrator', async () => {
    const owner = sessionUserFor('Owner');
    const calls = mockApi(
      {
        'GET /api/weekclose/2026-11-15': { body: week },
        'POST /api/weekclose/2026-11-15/resend': { body: { blueSquareEmails: 1, digests: 2 } },
      },
      { user: owner },
    );
    await startSessionAs(owner);
    const view = renderApp('/weekclose/2026-11-15');
    await userEvent.click(await screen.findByRole('button', { name: 'Send this week’s emails again' }, { timeout: 5000 }));
    expect(await screen.findByText(WEEK_CLOSE_MESSAGES.resent(1, 2))).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    view.unmount();

    mockApi({ 'GET /api/weekclose/2026-11-15': { body: week } }, { user: admin });
    await startSessionAs(admin);
    renderApp('/weekclose/2026-11-15');
    await screen.findByRole('link', { name: 'Amara Okafor' }, { timeout: 5000 });
    expect(screen.queryByRole('button', { name: 'Send this week’s emails again' })).not.toBeInTheDocument();
  });
});

describe('a large close', () => {
  it('draws the first 200 people, more on demand, and always the person a link points at', async () => {
    const many = Array.from({ length: 205 }, (_, i) =>
      outcome({
        userId: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
        firstName: `Person${String(i).padStart(3, '0')}`,
        blueSquareReason: 'hours',
        blueSquare: 'Weekly commitment not met.',
      }),
    );
    mockApi({ 'GET /api/weekclose/2026-11-15': { body: { ...week, people: 205, outcomes: many } } }, { user: admin });
    await startSessionAs(admin);
    renderApp(`/weekclose/2026-11-15#person-${many[204]!.userId}`);
    await screen.findByRole('link', { name: 'Person204 Hartley' }, { timeout: 5000 });
    expect(screen.getByRole('link', { name: 'Person000 Hartley' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Person203 Hartley' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show more (5 not shown)' }));
    expect(screen.getByRole('link', { name: 'Person203 Hartley' })).toBeInTheDocument();
  });
});
