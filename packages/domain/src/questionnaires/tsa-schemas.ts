import { z } from '../zod.js';
import { timestamp } from '../contracts/common.js';
import { MESSAGES } from '../messages.js';
import { TSA_MESSAGES as M } from './tsa-messages.js';
import {
  TSA_AVAILABILITY,
  TSA_EXPERIENCE,
  TSA_EXPERTISE,
  TSA_INTEREST,
  TSA_MEETING_TIMES,
  TSA_RATING_MAX,
  TSA_RATING_MIN,
  TSA_TIME_COMMITMENT,
} from './tsa-questions.js';
import { once } from '../contracts/once.js';

/**
 * The technical-support questionnaire's rules (document 3 §5), one schema per page and the whole
 * submission. The web checks a page with its schema before moving on; the server checks the
 * whole submission with the same rules. Free text (the Other answers, interests, certifications,
 * the professional title) is not checked beyond a length that keeps a row small.
 */

/** The longest typed answers: full name and signature, professional title, an Other answer, a paragraph. */
export const TSA_TEXT_MAX = { name: 100, title: 200, other: 500, paragraph: 1000 } as const;

/** Optional free text, trimmed; '' when left empty. */
const freeText = (max: number) => z.string({ error: MESSAGES.invalidInput }).trim().max(max, M.tooLong(max)).default('');

/** A rating of 1 to 10: 'Please select a rating'. */
const rating = () => z.number({ error: M.rating }).int(M.rating).min(TSA_RATING_MIN, M.rating).max(TSA_RATING_MAX, M.rating);

/** A question of single choice: 'This field is required'. */
const oneOf = <T extends readonly [string, ...string[]]>(options: T) => z.enum(options, { error: M.required });

/** A question of several choices: at least one box, each a known choice, none twice: 'Please select an option'. */
const someOf = <T extends readonly [string, ...string[]]>(options: T) =>
  z
    .array(z.enum(options, { error: M.option }), { error: M.option })
    .min(1, M.option)
    .max(options.length, M.option)
    .refine((picked) => new Set(picked).size === picked.length, M.option);

/** An agreement box: the single value 'agree' (document 3 §3). */
const agreed = () => z.literal('agree', { error: M.agree });

/** A word of a signature: a capital letter, then letters, apostrophes or hyphens. */
const SIGNATURE_WORD = /^\p{Lu}[\p{L}'’-]*$/u;

/** Document 3 §5: after trimming, at least 2 words, each starting with a capital letter and made of letters, apostrophes or hyphens. */
export function isFullNameSignature(text: string): boolean {
  const words = text.trim().split(/\s+/u).filter(Boolean);
  return words.length >= 2 && words.every((word) => SIGNATURE_WORD.test(word));
}

const signature = z
  .string({ error: M.signature })
  .trim()
  .max(TSA_TEXT_MAX.name, M.signature)
  .refine(isFullNameSignature, M.signature)
  .transform((text) => text.split(/\s+/u).join(' '));

/** Page 1 (its rules are not in the spec): a valid email, a full name, the experience, at least one area. */
export const tsaPage1Schema = z.object({
  email: z
    .string({ error: M.email })
    .trim()
    .max(254, M.email)
    .pipe(z.email({ error: M.email }))
    .transform((v) => v.toLowerCase()),
  fullname: z.string({ error: M.required }).trim().min(1, M.required).max(TSA_TEXT_MAX.name, M.tooLong(TSA_TEXT_MAX.name)),
  professionaltitle: freeText(TSA_TEXT_MAX.title),
  professionalExperience: oneOf(TSA_EXPERIENCE),
  areaofExpertise: someOf(TSA_EXPERTISE),
  otherExpertise: freeText(TSA_TEXT_MAX.other),
});

/** Page 2, Interests and Involvement: both questions and the four ratings. */
export const tsaPage2Schema = z.object({
  interested: oneOf(TSA_INTEREST),
  availability: oneOf(TSA_AVAILABILITY),
  otherAvailability: freeText(TSA_TEXT_MAX.other),
  BuildingInfrastructure: rating(),
  FoodInfrastructure: rating(),
  EnergyInfrastructure: rating(),
  StewardshipInfrastructure: rating(),
});

/** Page 3, Your Participation Preferences: every rating and both lists of boxes. */
export const tsaPage3Schema = z.object({
  creativeProcessParticipation: rating(),
  collabCallsParticipation: rating(),
  designReviewInterest: rating(),
  techConsultationInterest: rating(),
  VirtualReviewInterest: rating(),
  DetailedVirtualReviewInterest: rating(),
  DesignAndCalc: rating(),
  ConceptualDesign: rating(),
  VerifyingAnalyses: rating(),
  meetingAvailability: someOf(TSA_MEETING_TIMES),
  meetingAvailabilityOther: freeText(TSA_TEXT_MAX.other),
  otherInterest: freeText(TSA_TEXT_MAX.paragraph),
  timeCommitment: someOf(TSA_TIME_COMMITMENT),
  timeCommitmentOther: freeText(TSA_TEXT_MAX.other),
});

/** Page 4, Your Design Preferences: six ratings; certifications optional. */
export const tsaPage4Schema = z.object({
  EstablishingRequirements: rating(),
  ConceptualDesigns: rating(),
  PreliminaryDesignReview: rating(),
  DesignVerification: rating(),
  FinalDesignReview: rating(),
  Detaileddrawings: rating(),
  certifications: freeText(TSA_TEXT_MAX.paragraph),
});

/** Page 5, sections 1.0 to 4.0. */
export const tsaPage5Schema = z.object({
  agreementone: agreed(),
  agreementtwo: agreed(),
  agreementthree: agreed(),
  agreementfour: agreed(),
});

/** Page 6, sections 5.0 and 6.0: each box checked on its own (the original's page-6 anomaly fixed, decision 039). */
export const tsaPage6Schema = z.object({
  agreementfive: agreed(),
  agreementsix: agreed(),
});

/** Page 7, sections 7.0 and 8.0 and the signature. */
export const tsaPage7Schema = z.object({
  agreementseven: agreed(),
  agreementeight: agreed(),
  sign: signature,
});

/** The pages with questions, in order (index 0 is page 1). */
export const TSA_PAGE_SCHEMAS = [
  tsaPage1Schema,
  tsaPage2Schema,
  tsaPage3Schema,
  tsaPage4Schema,
  tsaPage5Schema,
  tsaPage6Schema,
  tsaPage7Schema,
] as const;

/** The whole questionnaire as submitted: every page's rules at once. */
export const tsaSubmissionInput = tsaPage1Schema
  .extend(tsaPage2Schema.shape)
  .extend(tsaPage3Schema.shape)
  .extend(tsaPage4Schema.shape)
  .extend(tsaPage5Schema.shape)
  .extend(tsaPage6Schema.shape)
  .extend(tsaPage7Schema.shape);
export type TsaSubmissionInput = z.input<typeof tsaSubmissionInput>;
export type TsaSubmission = z.output<typeof tsaSubmissionInput>;

/** What a submit answers. */
export const tsaSubmittedAnswer = once(() => z.object({ id: z.uuid(), submittedAt: timestamp() }));

/** `GET /api/tsa-submissions?page=`: newest first, a page at a time. */
export const TSA_LIST_PAGE_SIZE = 25;
export const tsaListQuery = once(() =>
  z.object({
    page: z.coerce.number({ error: M.badPage }).int(M.badPage).min(1, M.badPage).max(100_000, M.badPage).default(1),
  }),
);

/** Who submitted, as their account names them now; null once the account is deleted. */
const submitter = once(() => z.object({ id: z.uuid(), name: z.string(), email: z.string() }).nullable());

export const tsaSubmissionRow = once(() =>
  z.object({
    id: z.uuid(),
    submittedAt: timestamp(),
    agreementVersion: z.string().describe('The version of the agreement text the person agreed to'),
    signedName: z.string().describe('The full name typed as the signature'),
    submitter: submitter(),
  }),
);
export type TsaSubmissionRow = z.output<ReturnType<typeof tsaSubmissionRow>>;

export const tsaSubmissionList = once(() =>
  z.object({
    items: z.array(tsaSubmissionRow()),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
);
export type TsaSubmissionList = z.output<ReturnType<typeof tsaSubmissionList>>;

/** One stored answer: text, a rating, or the boxes ticked. */
export const tsaAnswerValue = once(() => z.union([z.string(), z.number(), z.array(z.string())]));
export type TsaAnswerValue = z.output<ReturnType<typeof tsaAnswerValue>>;

/** One submission with all its answers, by field name (as stored, whatever the version). */
export const tsaSubmissionDetail = once(() => tsaSubmissionRow().extend({ answers: z.record(z.string(), tsaAnswerValue()) }));
export type TsaSubmissionDetail = z.output<ReturnType<typeof tsaSubmissionDetail>>;
