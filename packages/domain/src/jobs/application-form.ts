import { askedQuestions, type FormDefinition, type FormQuestion } from '../forms/index.js';

/**
 * What a job's application form starts with (issue 42, defect 6): the applicant's name, and an
 * address to answer them at. The ids are kept in every later version of the form.
 */
export const APPLICATION_FORM_START: readonly FormQuestion[] = [
  { id: 'name', text: 'Your name', type: 'short_answer', options: [], required: true, visible: true },
  { id: 'email', text: 'Your email', type: 'email', options: [], required: true, visible: true },
];

/**
 * Whether an application through this form can be answered: it asks (visible, required) at least
 * one email address question. A job is published only with such a form, and a published job's
 * form keeps one.
 */
export function reachesApplicant(definition: Pick<FormDefinition, 'questions'>): boolean {
  return askedQuestions(definition).some((q) => q.type === 'email' && q.required);
}
