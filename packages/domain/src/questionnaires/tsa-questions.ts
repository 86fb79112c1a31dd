/**
 * The questions of the technical-support and advisory questionnaire (document 3 §2.4, §3
 * technical-support answers): the choices each offers and the text it asks. The field names are
 * the form's, as the spec writes them; the pages, the Owner's reading and the CSV export all use
 * these texts.
 */

export const TSA_EXPERIENCE = ['Less than 2 years', '2-5 years', '5-10 years', '10-20 years', 'More than 20 years'] as const;

export const TSA_EXPERTISE = [
  'Architecture',
  'Structural engineering',
  'Civil engineering',
  'Mechanical engineering',
  'Electrical engineering',
  'Energy systems',
  'Water and sanitation',
  'Agriculture and food systems',
  'Construction',
  'Other',
] as const;

export const TSA_INTEREST = ['Somewhat Interested', 'Moderately Interested', 'Very Interested'] as const;

export const TSA_AVAILABILITY = ['Limited', 'Somewhat', 'Moderately', 'Very Available', 'Other'] as const;

export const TSA_MEETING_TIMES = [
  'Weekday mornings',
  'Weekday afternoons',
  'Weekday evenings',
  'Weekend mornings',
  'Weekend afternoons',
  'Other',
] as const;

export const TSA_TIME_COMMITMENT = [
  '1-5 hours a month',
  '5-10 hours a month',
  '2-3 hours a week',
  '3-5 hours a week',
  '5+ hours a week',
  '10+ hours a week',
  'Other',
] as const;

/** The choice that opens a free-text answer beside a question. */
export const TSA_OTHER = 'Other';

/** Ratings run from 1 to 10 (document 3 §9). */
export const TSA_RATING_MIN = 1;
export const TSA_RATING_MAX = 10;

/** Page 2 ratings. */
export const TSA_INFRASTRUCTURE_RATINGS = [
  'BuildingInfrastructure',
  'FoodInfrastructure',
  'EnergyInfrastructure',
  'StewardshipInfrastructure',
] as const;

/** Page 3 ratings. */
export const TSA_PARTICIPATION_RATINGS = [
  'creativeProcessParticipation',
  'collabCallsParticipation',
  'designReviewInterest',
  'techConsultationInterest',
  'VirtualReviewInterest',
  'DetailedVirtualReviewInterest',
  'DesignAndCalc',
  'ConceptualDesign',
  'VerifyingAnalyses',
] as const;

/** Page 4 ratings. */
export const TSA_DESIGN_RATINGS = [
  'EstablishingRequirements',
  'ConceptualDesigns',
  'PreliminaryDesignReview',
  'DesignVerification',
  'FinalDesignReview',
  'Detaileddrawings',
] as const;

/** What each question asks, by field. */
export const TSA_QUESTIONS = {
  email: 'Email',
  fullname: 'Full name',
  professionaltitle: 'Professional title',
  professionalExperience: 'Years of professional experience',
  areaofExpertise: 'Areas of expertise',
  otherExpertise: 'Other expertise',
  interested: 'How interested are you in volunteering as a technical advisor?',
  availability: 'How available are you to help?',
  otherAvailability: 'Your availability, in your words',
  BuildingInfrastructure: 'Building infrastructure (shelter, structures, materials)',
  FoodInfrastructure: 'Food infrastructure (growing, storing and cooking food)',
  EnergyInfrastructure: 'Energy infrastructure (power, heating, cooling)',
  StewardshipInfrastructure: 'Stewardship infrastructure (water, waste, care of the land)',
  creativeProcessParticipation: 'Taking part in the creative design process',
  collabCallsParticipation: 'Joining collaborative calls with the design team',
  designReviewInterest: 'Reviewing designs',
  techConsultationInterest: 'Giving technical consultations',
  VirtualReviewInterest: 'Taking part in virtual design reviews',
  DetailedVirtualReviewInterest: 'Taking part in detailed virtual reviews of drawings and calculations',
  DesignAndCalc: 'Preparing designs and calculations',
  ConceptualDesign: 'Contributing conceptual designs',
  VerifyingAnalyses: 'Verifying analyses made by others',
  meetingAvailability: 'When are you usually available for meetings?',
  meetingAvailabilityOther: 'Other meeting times',
  otherInterest: 'Anything else you would like to help with? (optional)',
  timeCommitment: 'How much time could you give?',
  timeCommitmentOther: 'Other time commitment',
  EstablishingRequirements: 'Establishing requirements',
  ConceptualDesigns: 'Conceptual designs',
  PreliminaryDesignReview: 'Preliminary design review',
  DesignVerification: 'Design verification',
  FinalDesignReview: 'Final design review',
  Detaileddrawings: 'Detailed drawings',
  certifications: 'Your certifications or professional licences (optional)',
  agreementone: 'I agree to section 1.0, Scope',
  agreementtwo: 'I agree to section 2.0, Task',
  agreementthree: 'I agree to section 3.0, Period',
  agreementfour: 'I agree to section 4.0, Termination',
  agreementfive: 'I agree to section 5.0, Open source contributions',
  agreementsix: 'I agree to section 6.0, Your rights and the work of others',
  agreementseven: 'I agree to section 7.0, Dispute resolution',
  agreementeight: 'I agree to section 8.0, Agreement of terms',
  sign: 'Digital signature: type your full name',
} as const;

export type TsaField = keyof typeof TSA_QUESTIONS;

/** The pages with questions, their headings and what the rating scale of the page means. */
export const TSA_PAGES = [
  { page: 1, title: 'About You', scale: null },
  { page: 2, title: 'Interests and Involvement', scale: 'Rate your interest in each area: 1 is not interested, 10 is very interested.' },
  {
    page: 3,
    title: 'Your Participation Preferences',
    scale: 'Rate how much you would like to take part in each: 1 is not at all, 10 is very much.',
  },
  {
    page: 4,
    title: 'Your Design Preferences',
    scale: 'Rate each stage of a design: 1 means you cannot or do not want to help, 10 means you very much can and want to help.',
  },
  { page: 5, title: 'Volunteer Agreement', scale: null },
  { page: 6, title: 'Open Source Agreements', scale: null },
  { page: 7, title: 'Dispute Resolution and Agreement of Terms', scale: null },
] as const;

/** The number of pages with questions; page 8 is the thank-you. */
export const TSA_QUESTION_PAGES = TSA_PAGES.length;
