import { describe, expect, it } from 'vitest';
import { AGREEMENT_SECTIONS, agreementSectionsOf } from './tsa-agreement.js';
import { TSA_MESSAGES as M } from './tsa-messages.js';
import {
  isFullNameSignature,
  tsaPage1Schema,
  tsaPage2Schema,
  tsaPage3Schema,
  tsaPage6Schema,
  tsaPage7Schema,
  tsaSubmissionInput,
} from './tsa-schemas.js';

/** The first message of each field a schema refuses. */
function problems(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[String(issue.path[0])] ??= issue.message;
  return out;
}

const completeTsa = {
  email: ' Vera@Example.org ',
  fullname: 'Vera Volunteer',
  professionaltitle: 'Structural engineer',
  professionalExperience: '10-20 years',
  areaofExpertise: ['Structural engineering', 'Other'],
  otherExpertise: 'Earthbag domes',
  interested: 'Very Interested',
  availability: 'Other',
  otherAvailability: 'Evenings in winter',
  BuildingInfrastructure: 9,
  FoodInfrastructure: 3,
  EnergyInfrastructure: 6,
  StewardshipInfrastructure: 1,
  creativeProcessParticipation: 7,
  collabCallsParticipation: 5,
  designReviewInterest: 10,
  techConsultationInterest: 8,
  VirtualReviewInterest: 4,
  DetailedVirtualReviewInterest: 6,
  DesignAndCalc: 9,
  ConceptualDesign: 2,
  VerifyingAnalyses: 10,
  meetingAvailability: ['Weekday evenings'],
  meetingAvailabilityOther: '',
  otherInterest: '',
  timeCommitment: ['2-3 hours a week'],
  timeCommitmentOther: '',
  EstablishingRequirements: 5,
  ConceptualDesigns: 6,
  PreliminaryDesignReview: 7,
  DesignVerification: 8,
  FinalDesignReview: 9,
  Detaileddrawings: 10,
  certifications: '',
  agreementone: 'agree',
  agreementtwo: 'agree',
  agreementthree: 'agree',
  agreementfour: 'agree',
  agreementfive: 'agree',
  agreementsix: 'agree',
  agreementseven: 'agree',
  agreementeight: 'agree',
  sign: '  Vera   Volunteer ',
};

describe('the technical-support questionnaire rules', () => {
  it('accepts a signature of two or more capitalised words of letters, apostrophes or hyphens', () => {
    for (const ok of ['Vera Volunteer', "Seán O'Brien", 'Anne-Marie Smith-Jones', '  Li  Wei  ', 'Zoë D’Arcy']) {
      expect(isFullNameSignature(ok), ok).toBe(true);
    }
    for (const bad of ['john', 'John', 'john smith', 'John smith', 'John Sm1th', 'John S.', '', '   ', 'John  ,Smith']) {
      expect(isFullNameSignature(bad), bad).toBe(false);
    }
    expect(problems(tsaPage7Schema.safeParse({ agreementseven: 'agree', agreementeight: 'agree', sign: 'john' }))).toEqual({
      sign: M.signature,
    });
  });

  it('asks for every rating and radio answer of page 2, with the spec’s messages', () => {
    const result = tsaPage2Schema.safeParse({ interested: 'Very Interested', BuildingInfrastructure: 11, FoodInfrastructure: 2.5 });
    expect(problems(result)).toEqual({
      availability: M.required,
      BuildingInfrastructure: M.rating,
      FoodInfrastructure: M.rating,
      EnergyInfrastructure: M.rating,
      StewardshipInfrastructure: M.rating,
    });
  });

  it('asks for at least one box of each list on page 3, and leaves the Other texts alone', () => {
    const ratings = Object.fromEntries(
      Object.keys(tsaPage3Schema.shape)
        .filter((k) => !/Other$|otherInterest|meetingAvailability$|timeCommitment$/.test(k))
        .map((k) => [k, 5]),
    );
    const result = tsaPage3Schema.safeParse({ ...ratings, meetingAvailability: [], timeCommitment: ['Nonsense'] });
    expect(problems(result)).toEqual({ meetingAvailability: M.option, timeCommitment: M.option });
    const fine = tsaPage3Schema.parse({ ...ratings, meetingAvailability: ['Other'], timeCommitment: ['Other'] });
    expect(fine.meetingAvailabilityOther).toBe('');
  });

  it('checks page 6’s boxes each on its own (the original tied them to page 5’s last box)', () => {
    expect(problems(tsaPage6Schema.safeParse({ agreementfive: 'agree' }))).toEqual({ agreementsix: M.agree });
    expect(problems(tsaPage6Schema.safeParse({ agreementfive: 'yes', agreementsix: 'agree' }))).toEqual({ agreementfive: M.agree });
  });

  it('asks page 1 for a valid email and a full name', () => {
    expect(problems(tsaPage1Schema.safeParse({ email: 'nope', fullname: '  ', areaofExpertise: [] }))).toEqual({
      email: M.email,
      fullname: M.required,
      professionalExperience: M.required,
      areaofExpertise: M.option,
    });
  });

  it('keeps only the named answers of a whole submission, trimmed, the signature’s spaces tidied', () => {
    const parsed = tsaSubmissionInput.parse({ ...completeTsa, isAdmin: true });
    expect(parsed).not.toHaveProperty('isAdmin');
    expect(parsed.email).toBe('vera@example.org');
    expect(parsed.sign).toBe('Vera Volunteer');
    expect(Object.keys(parsed)).toHaveLength(Object.keys(completeTsa).length);
  });

  it('spreads the agreement over pages 5 to 7 and states the damages cap, US law and arbitration first', () => {
    expect(agreementSectionsOf(5).map((s) => s.number)).toEqual(['1.0', '2.0', '3.0', '4.0']);
    expect(agreementSectionsOf(6).map((s) => s.number)).toEqual(['5.0', '6.0']);
    expect(agreementSectionsOf(7).map((s) => s.number)).toEqual(['7.0', '8.0']);
    const text = AGREEMENT_SECTIONS.flatMap((s) => s.paragraphs).join(' ');
    expect(text).toContain('US $1,000');
    expect(text).toContain('laws of the United States');
    expect(text).toMatch(/arbitration before/);
  });
});
