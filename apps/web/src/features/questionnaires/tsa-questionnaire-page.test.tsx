import { TSA_MESSAGES as M, TSA_QUESTIONS } from '@goodhours/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, refusal } from '../../test/mock-api';
import { renderApp, startSessionAs } from '../../test/render';
import { sessionUserFor } from '../../test/users';
import { saveTsaValues, type TsaValues } from './tsa-form-values';
import { completeTsaValues } from './tsa-test-values';

const volunteer = sessionUserFor('Volunteer');
const slow = { timeout: 8000 };

/** The answers of the pages before `page`, the later ones still empty. */
function answeredBefore(page: number): TsaValues {
  const done = completeTsaValues();
  const blank: Partial<TsaValues> = {};
  if (page <= 2) Object.assign(blank, { interested: '', availability: '', BuildingInfrastructure: null, FoodInfrastructure: null });
  if (page <= 2) Object.assign(blank, { EnergyInfrastructure: null, StewardshipInfrastructure: null });
  if (page <= 3) Object.assign(blank, { DesignAndCalc: null, meetingAvailability: [] });
  if (page <= 5) Object.assign(blank, { agreementone: '', agreementfive: '' });
  if (page <= 7) Object.assign(blank, { agreementeight: '', sign: '' });
  return { ...done, ...blank };
}

const group = (label: string) => screen.getByRole('radiogroup', { name: (name) => name.startsWith(label) });

describe('the technical-support questionnaire', { timeout: 30_000 }, () => {
  it('stops on a missing rating with its message and the focus on it, then moves on once it is given', async () => {
    mockApi({}, { user: volunteer });
    saveTsaValues(volunteer.userid, answeredBefore(2));
    await startSessionAs(volunteer);
    const { router } = renderApp('/tsaformpage2');

    expect(await screen.findByRole('heading', { level: 1, name: 'Interests and Involvement' }, slow)).toBeInTheDocument();
    await userEvent.click(within(group(TSA_QUESTIONS.interested)).getByRole('radio', { name: 'Very Interested' }));
    await userEvent.click(within(group(TSA_QUESTIONS.availability)).getByRole('radio', { name: 'Limited' }));
    for (const field of ['BuildingInfrastructure', 'FoodInfrastructure', 'EnergyInfrastructure'] as const) {
      await userEvent.click(within(group(TSA_QUESTIONS[field])).getByRole('radio', { name: '7' }));
    }
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    const missing = group(TSA_QUESTIONS.StewardshipInfrastructure);
    expect(missing).toHaveAccessibleDescription(M.rating);
    expect(within(missing).getByRole('radio', { name: '1' })).toHaveFocus();
    expect(router.state.location.pathname).toBe('/tsaformpage2');

    await userEvent.click(within(missing).getByRole('radio', { name: '10' }));
    expect(screen.queryByText(M.rating)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Participation Preferences' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/tsaformpage3');
  });

  it('sends a later page back to the first incomplete one, and keeps the answers of a reload', async () => {
    mockApi({}, { user: volunteer });
    saveTsaValues(volunteer.userid, answeredBefore(3));
    await startSessionAs(volunteer);
    const { router } = renderApp('/tsaformpage6');

    expect(await screen.findByRole('heading', { level: 1, name: 'Your Participation Preferences' }, slow)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/tsaformpage3');
    expect(within(group(TSA_QUESTIONS.VerifyingAnalyses)).getByRole('radio', { name: '10' })).toBeChecked();
    expect(screen.queryByRole('link', { name: 'See the submitted questionnaires' })).not.toBeInTheDocument();
  });

  it('refuses a signature of one word, submits a full name, keeps everything on a refusal, and thanks the person', async () => {
    let tries = 0;
    const calls = mockApi(
      {
        'POST /api/tsa-submissions': () =>
          ++tries === 1
            ? refusal(429, 'RATE_LIMITED', 'Too many requests. Try again in a minute.')
            : { status: 201, body: { id: '11111111-1111-4111-8111-111111111111', submittedAt: '2026-11-28T17:30:00.000Z' } },
      },
      { user: volunteer },
    );
    saveTsaValues(volunteer.userid, answeredBefore(7));
    await startSessionAs(volunteer);
    const { router } = renderApp('/tsaformpage7');

    expect(await screen.findByRole('heading', { level: 1, name: 'Dispute Resolution and Agreement of Terms' }, slow)).toBeInTheDocument();
    expect(screen.getByText(/US \$1,000/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: TSA_QUESTIONS.agreementeight }));
    const sign = screen.getByRole('textbox', { name: /^Digital signature/ });
    expect(sign).toHaveAccessibleDescription('Your first and last name, each starting with a capital letter. Up to 100 characters');
    await userEvent.type(sign, 'john');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(M.signature)).toBeInTheDocument();
    expect(sign).toHaveFocus();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.clear(sign);
    await userEvent.type(sign, 'Vera Volunteer');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Try again in a minute.');
    expect(sign).toHaveValue('Vera Volunteer');
    expect(screen.getByRole('checkbox', { name: TSA_QUESTIONS.agreementeight })).toBeChecked();

    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { level: 1, name: M.submitted })).toBeInTheDocument();
    expect(screen.getByText(M.thanks)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/tsaformpage8');
    const sent = calls.filter((c) => c.method === 'POST' && c.path === '/api/tsa-submissions').at(-1)?.body;
    expect(sent).toMatchObject({ sign: 'Vera Volunteer', agreementeight: 'agree', BuildingInfrastructure: 9, email: 'vera@example.org' });
    await waitFor(() => expect(sessionStorage.getItem(`goodhours.tsa.${volunteer.userid}`)).toBeNull());
  });

  it('starts with the person’s email and name, asks page 1 for what is missing, and offers the Owner the submissions', async () => {
    const owner = sessionUserFor('Owner');
    mockApi({ 'GET /api/tsa-submissions?page=1': { body: { items: [], total: 0, page: 1, pageSize: 25 } } }, { user: owner });
    await startSessionAs(owner);
    const { router } = renderApp('/tsaformpage1');

    expect(await screen.findByRole('heading', { level: 1, name: 'About You' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveValue(owner.email);
    expect(screen.getByRole('textbox', { name: /^Full name/ })).toHaveValue('Owner Tester');
    expect(screen.getByRole('textbox', { name: /^Full name/ })).toHaveAccessibleDescription('Up to 100 characters');
    expect(screen.getByRole('textbox', { name: TSA_QUESTIONS.professionaltitle })).toHaveAccessibleDescription('Up to 200 characters');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(group(TSA_QUESTIONS.professionalExperience)).toHaveAccessibleDescription(M.required);
    expect(screen.getByRole('group', { name: (name) => name.startsWith(TSA_QUESTIONS.areaofExpertise) })).toHaveAccessibleDescription(
      M.option,
    );
    expect(router.state.location.pathname).toBe('/tsaformpage1');

    await userEvent.click(screen.getByRole('link', { name: 'See the submitted questionnaires' }));
    expect(await screen.findByText('No questionnaire has been submitted yet.', {}, slow)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/tsasubmissions');
  });
});
