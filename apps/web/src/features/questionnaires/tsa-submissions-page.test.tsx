import { TSA_QUESTIONS } from '@goodhours/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockApi } from '../../test/mock-api';
import { renderApp, startSessionAs } from '../../test/render';
import { sessionUserFor } from '../../test/users';

const owner = sessionUserFor('Owner');
const ID = '11111111-1111-4111-8111-111111111111';
const row = {
  id: ID,
  submittedAt: '2026-11-28T17:30:00.000Z',
  agreementVersion: '2026-11-28',
  signedName: 'Vera Volunteer',
  submitter: { id: '00000000-0000-4000-8000-000000000007', name: 'Vera Tester', email: 'vera@demo.goodhours.org' },
};
const former = { ...row, id: '22222222-2222-4222-8222-222222222222', signedName: 'Old Timer', submitter: null };

afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

describe('the submitted questionnaires', { timeout: 30_000 }, () => {
  it('lists them for the Owner, opens one with all its answers, and exports them as CSV', async () => {
    const calls = mockApi(
      {
        'GET /api/tsa-submissions?page=1': { body: { items: [row, former], total: 2, page: 1, pageSize: 25 } },
        [`GET /api/tsa-submissions/${ID}`]: {
          body: {
            ...row,
            answers: {
              fullname: 'Vera Volunteer',
              BuildingInfrastructure: 9,
              meetingAvailability: ['Weekday evenings', 'Other'],
              agreementsix: 'agree',
              retiredQuestion: 'kept',
            },
          },
        },
        'GET /api/tsa-submissions/export': { body: 'Submitted at\r\n', headers: { 'content-type': 'text/csv' } },
      },
      { user: owner },
    );
    const files: Blob[] = [];
    Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: (b: Blob) => (files.push(b), 'blob:tsa') });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
    await startSessionAs(owner);
    renderApp('/tsasubmissions');

    const table = await screen.findByRole('table', { name: 'Submitted questionnaires' }, { timeout: 8000 });
    expect(within(table).getByText('vera@demo.goodhours.org')).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'A former member' })).toBeInTheDocument();
    expect(within(table).getByText('Old Timer')).toBeInTheDocument();

    await userEvent.click(within(table).getByRole('button', { name: 'Vera Tester' }));
    const drawer = await screen.findByRole('dialog', { name: 'Questionnaire of Vera Volunteer' });
    expect(await within(drawer).findByText(TSA_QUESTIONS.BuildingInfrastructure)).toBeInTheDocument();
    expect(within(drawer).getByText('Weekday evenings, Other')).toBeInTheDocument();
    expect(within(drawer).getByText(TSA_QUESTIONS.agreementsix).nextSibling).toHaveTextContent('Agreed');
    expect(within(drawer).getByText(TSA_QUESTIONS.timeCommitment).nextSibling).toHaveTextContent('No answer');
    expect(within(drawer).getByText('retiredQuestion')).toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close drawer' }));

    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(await files[0]?.text()).toContain('Submitted at');
    const exported = calls.find((c) => c.path === '/api/tsa-submissions/export');
    expect(exported?.authorization).toMatch(/^Bearer /);
  });
});
