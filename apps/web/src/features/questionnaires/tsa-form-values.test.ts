import { TSA_MESSAGES as M } from '@goodhours/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client';
import {
  checkTsaPage,
  emptyTsaValues,
  firstIncompletePage,
  firstProblem,
  loadTsaValues,
  markTsaSubmitted,
  saveTsaValues,
  tsaRefusal,
  tsaSubmissionOf,
  wasTsaSubmitted,
} from './tsa-form-values';
import { completeTsaValues } from './tsa-test-values';

const USER = '00000000-0000-4000-8000-000000000007';
const fresh = () => emptyTsaValues({ email: 'vera@example.org', name: 'Vera Volunteer' });

describe('the questionnaire’s pages', () => {
  it('starts with the person’s email and name, and asks page 1 for their experience and an area', () => {
    const values = fresh();
    expect(values).toMatchObject({
      email: 'vera@example.org',
      fullname: 'Vera Volunteer',
      BuildingInfrastructure: null,
      timeCommitment: [],
    });
    expect(checkTsaPage(1, values)).toEqual({ professionalExperience: M.required, areaofExpertise: M.option });
  });

  it('marks every missing answer of page 2 and names the first in the page’s order', () => {
    const errors = checkTsaPage(2, { ...fresh(), availability: 'Limited', FoodInfrastructure: 4 });
    expect(errors).toEqual({
      interested: M.required,
      BuildingInfrastructure: M.rating,
      EnergyInfrastructure: M.rating,
      StewardshipInfrastructure: M.rating,
    });
    expect(firstProblem(2, errors)).toBe('interested');
    expect(firstProblem(2, { StewardshipInfrastructure: M.rating, BuildingInfrastructure: M.rating })).toBe('BuildingInfrastructure');
  });

  it('asks page 3 for a box in each list, and leaves the Other texts unchecked', () => {
    const values = completeTsaValues({ meetingAvailability: [], timeCommitment: ['Other'], timeCommitmentOther: '' });
    expect(checkTsaPage(3, values)).toEqual({ meetingAvailability: M.option });
  });

  it('checks page 6’s two boxes on their own and the signature on page 7', () => {
    expect(checkTsaPage(6, completeTsaValues({ agreementfour: '', agreementsix: '' }))).toEqual({ agreementsix: M.agree });
    expect(checkTsaPage(7, completeTsaValues({ sign: 'john' }))).toEqual({ sign: M.signature });
    expect(checkTsaPage(7, completeTsaValues({ sign: 'Vera' }))).toEqual({ sign: M.signature });
  });

  it('sends a person who opens a later page back to the first incomplete one', () => {
    const values = completeTsaValues({ DesignAndCalc: null });
    expect(firstIncompletePage(values, 2)).toBeNull();
    expect(firstIncompletePage(values, 3)).toBeNull();
    expect(firstIncompletePage(values, 6)).toBe(3);
    expect(firstIncompletePage(fresh(), 8)).toBe(1);
    expect(firstIncompletePage(completeTsaValues(), 8)).toBeNull();
  });

  it('makes the whole submission, tidied by the shared rule, only once every page is complete', () => {
    expect(tsaSubmissionOf(completeTsaValues({ sign: ' Vera  Volunteer ' }))?.sign).toBe('Vera Volunteer');
    expect(tsaSubmissionOf(completeTsaValues({ agreementone: '' }))).toBeNull();
  });
});

describe('keeping the answers', () => {
  it('keeps them for the person across a reload, ignoring anything unreadable', () => {
    saveTsaValues(USER, completeTsaValues({ otherInterest: 'Straw bale walls' }));
    expect(loadTsaValues(USER, fresh())).toEqual(completeTsaValues({ otherInterest: 'Straw bale walls' }));
    expect(loadTsaValues('someone-else', fresh())).toEqual(fresh());

    sessionStorage.setItem(`goodhours.tsa.${USER}`, JSON.stringify({ fullname: 7, BuildingInfrastructure: 'ten', sign: 'Vera Volunteer' }));
    expect(loadTsaValues(USER, fresh())).toEqual({ ...fresh(), sign: 'Vera Volunteer' });
    sessionStorage.setItem(`goodhours.tsa.${USER}`, '{not json');
    expect(loadTsaValues(USER, fresh())).toEqual(fresh());
  });

  it('drops them after a submit, and forgets the submit once a new questionnaire is started', () => {
    saveTsaValues(USER, completeTsaValues());
    markTsaSubmitted(USER);
    expect(wasTsaSubmitted(USER)).toBe(true);
    expect(loadTsaValues(USER, fresh())).toEqual(fresh());
    saveTsaValues(USER, { ...fresh(), professionaltitle: 'Architect' });
    expect(wasTsaSubmitted(USER)).toBe(false);
  });
});

describe('a refused submit', () => {
  it('shows the server’s problems under their questions, on the first page that has one', () => {
    const error = new ApiError({
      status: 422,
      code: 'VALIDATION',
      message: M.signature,
      fields: { sign: M.signature, agreementfive: M.agree, somethingElse: 'x' },
    });
    expect(tsaRefusal(error)).toEqual({ errors: { sign: M.signature, agreementfive: M.agree }, page: 6, alert: null });
  });

  it('says anything else in an alert', () => {
    const error = new ApiError({ status: 401, code: 'UNAUTHENTICATED', message: 'Please sign in again.' });
    expect(tsaRefusal(error)).toEqual({ errors: {}, page: null, alert: 'Please sign in again.' });
  });
});
