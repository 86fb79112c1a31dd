import { HGN_BACKEND_FIELDS, HGN_FRONTEND_FIELDS, HGN_MESSAGES as M, type HgnDraft } from '@goodhours/domain';
import { describe, expect, it } from 'vitest';
import { hgnDraftOf, hgnFormValues, hgnPageErrors, hgnSubmissionProblemPage, type HgnFormValues } from './hgn-form-values';

const person = { name: 'Sofia Rossi', email: 'volunteer@demo.goodhours.org' };
const all = (keys: readonly string[], value: string) => Object.fromEntries(keys.map((k) => [k, value]));

function filled(): HgnFormValues {
  const values = hgnFormValues({}, person);
  values.general = {
    ...values.general,
    hours: '10-20 hours',
    period: '3-6 months',
    standup: 'Yes',
    location: 'Rome',
    manager: 'No',
    combined_frontend_backend: '5',
    mern_skills: '6',
    leadership_skills: '4',
    leadership_experience: '3',
    preferences: ['Frontend'],
    availability: { Monday: [9, 10], Tuesday: 'N/A', Wednesday: 'N/A', Thursday: 'N/A', Friday: [14] },
  };
  values.frontend = all(HGN_FRONTEND_FIELDS, '7') as HgnFormValues['frontend'];
  values.backend = all(HGN_BACKEND_FIELDS, '4') as HgnFormValues['backend'];
  return values;
}

describe('the questionnaire form', () => {
  it('starts a new questionnaire with the person’s name and email, and every answer open', () => {
    const values = hgnFormValues({}, person);
    expect(values.userInfo).toEqual({
      name: 'Sofia Rossi',
      email: 'volunteer@demo.goodhours.org',
      github: '',
      slack: '',
      slackIsName: false,
    });
    expect(values.frontend.React).toBe('');
    expect(values.general.availability.Monday).toEqual([]);
    expect(hgnPageErrors(values, 1)).toEqual({});
  });

  it('names each missing answer of a page where the form shows it', () => {
    const values = hgnFormValues({ userInfo: { name: ' ', email: 'nope' } }, person);
    expect(hgnPageErrors(values, 1)).toEqual({ 'userInfo.name': M.nameRequired, 'userInfo.email': M.emailInvalid });
    const general = hgnPageErrors(hgnFormValues({}, person), 2);
    expect(general['general.hours']).toBe(M.required);
    expect(general['general.mern_skills']).toBe(M.rating);
    expect(general['general.preferences']).toBe(M.option);
    expect(general['general.availability.Friday']).toBe(M.availabilityDay('Friday'));
    expect(hgnPageErrors(filled(), 2)).toEqual({});
  });

  it('keeps the answers so far as the server reads them: ratings as numbers, open ones left out, Slack as the name when ticked', () => {
    const values = hgnFormValues({}, person);
    values.userInfo.slackIsName = true;
    values.frontend.React = '8';
    const draft = hgnDraftOf(values);
    expect(draft.userInfo).toEqual({ name: 'Sofia Rossi', email: 'volunteer@demo.goodhours.org', github: '', slack: 'Sofia Rossi' });
    expect(draft.frontend).toEqual({ React: 8 });
    expect(draft.general).not.toHaveProperty('hours');
  });

  it('reads a saved draft back as it was typed, the Slack box ticked again', () => {
    const saved: HgnDraft = hgnDraftOf(filled());
    const values = hgnFormValues({ ...saved, userInfo: { name: 'Ada', email: 'a@b.org', slack: 'Ada' } }, person);
    expect(values.userInfo.slackIsName).toBe(true);
    expect(values.general.mern_skills).toBe('6');
    expect(values.general.availability.Tuesday).toBe('N/A');
    expect(hgnDraftOf(values).backend).toEqual(hgnDraftOf(filled()).backend);
  });

  it('finds the page of the first problem before submitting, or none', () => {
    expect(hgnSubmissionProblemPage(filled())).toBeNull();
    const values = filled();
    values.backend.Deployment = '';
    expect(hgnSubmissionProblemPage(values)).toBe(4);
  });
});
