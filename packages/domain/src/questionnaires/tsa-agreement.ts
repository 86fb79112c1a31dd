/**
 * The volunteer agreement of the technical-support questionnaire (document 3 §2.4 pages 5-7,
 * §9: a volunteer's open-source contributions, damages capped at US $1,000, US law with
 * arbitration first). Our own plain wording. A submission stores the version its signer agreed
 * to: change the version whenever the text changes.
 */
export const AGREEMENT_VERSION = '2026-11-28';

/** The most either side may claim from the other in money (document 3 §9). */
export const AGREEMENT_DAMAGES_CAP = 'US $1,000';

export type AgreementField =
  | 'agreementone'
  | 'agreementtwo'
  | 'agreementthree'
  | 'agreementfour'
  | 'agreementfive'
  | 'agreementsix'
  | 'agreementseven'
  | 'agreementeight';

export interface AgreementSection {
  number: string;
  title: string;
  paragraphs: readonly string[];
  /** The box that agrees to this section. */
  field: AgreementField;
  /** The questionnaire page that shows it. */
  page: 5 | 6 | 7;
}

export const AGREEMENT_SECTIONS: readonly AgreementSection[] = [
  {
    number: '1.0',
    title: 'Scope',
    field: 'agreementone',
    page: 5,
    paragraphs: [
      'This agreement is between you, a volunteer, and the organisation. It covers the technical support and advice you choose to give to the organisation’s projects: reviews, consultations, designs, calculations, drawings and answers to questions.',
    ],
  },
  {
    number: '2.0',
    title: 'Task',
    field: 'agreementtwo',
    page: 5,
    paragraphs: [
      'You take on only the tasks you accept. You give your time freely: you are not an employee or a contractor, and you are not paid.',
      'If you cannot finish a task you accepted, tell the team as early as you can so someone else can take it.',
    ],
  },
  {
    number: '3.0',
    title: 'Period',
    field: 'agreementthree',
    page: 5,
    paragraphs: ['The agreement starts when you submit this questionnaire and lasts until you or the organisation ends it.'],
  },
  {
    number: '4.0',
    title: 'Termination',
    field: 'agreementfour',
    page: 5,
    paragraphs: [
      'Either side may end this agreement at any time and for any reason by telling the other in writing; an email is enough.',
      'Sections 5.0 to 7.0 still apply to the work you gave before it ended.',
    ],
  },
  {
    number: '5.0',
    title: 'Open source contributions',
    field: 'agreementfive',
    page: 6,
    paragraphs: [
      'What you contribute (designs, drawings, calculations, documents and code) is published as open source, so that anyone may use, study, change and share it.',
      'You give the organisation and the public a free, worldwide and permanent licence to do so, under the open licence of the project you contribute to.',
    ],
  },
  {
    number: '6.0',
    title: 'Your rights and the work of others',
    field: 'agreementsix',
    page: 6,
    paragraphs: [
      'You confirm that you have the right to share what you contribute, and that you include no one else’s protected work without their permission. You keep the credit as an author of your work.',
      'Your advice is given in good faith and as it is. Where the law asks for a licensed professional’s approval, your advice does not replace it.',
    ],
  },
  {
    number: '7.0',
    title: 'Dispute resolution',
    field: 'agreementseven',
    page: 7,
    paragraphs: [
      'If a disagreement about this agreement arises, both sides first try in good faith to settle it by talking. If that fails, it goes to binding arbitration before either side may go to court.',
      'This agreement is governed by the laws of the United States of America.',
      `Neither side may claim more than ${AGREEMENT_DAMAGES_CAP} in total in monetary damages from the other.`,
    ],
  },
  {
    number: '8.0',
    title: 'Agreement of terms',
    field: 'agreementeight',
    page: 7,
    paragraphs: [
      'By ticking the boxes and typing your full name below, you confirm that you have read sections 1.0 to 8.0, that you agree to them, and that your typed name is your signature.',
    ],
  },
];

/** The sections a page shows, in order. */
export function agreementSectionsOf(page: number): AgreementSection[] {
  return AGREEMENT_SECTIONS.filter((s) => s.page === page);
}
