import { needsOptions, QUESTION_TYPE_LABELS, QUESTION_TYPES, type QuestionType } from '@goodhours/domain';

/** A question as the builder holds it while it is edited. */
export interface BuilderQuestion {
  id: string;
  text: string;
  type: QuestionType;
  options: string[];
  required: boolean;
  visible: boolean;
}

/** The builder's values: what `formDefinitionSchema` checks and the server stores as a version. */
export interface BuilderValues {
  title: string;
  description: string;
  questions: BuilderQuestion[];
}

/** A saved definition, as an answer carries it. */
export type SavedDefinition = BuilderValues;

/** The type list of the builder's select, in the spec's order. */
export const QUESTION_TYPE_CHOICES = QUESTION_TYPES.map((value) => ({ value, label: QUESTION_TYPE_LABELS[value] }));

export const isQuestionType = (value: string | null): value is QuestionType => QUESTION_TYPES.some((t) => t === value);

/**
 * What the builder starts from: the saved definition (Reset comes back to it), or a new form with
 * the questions it starts with (a job's asks for the applicant's name and email).
 */
export function builderValues(saved: SavedDefinition | null, defaultTitle = '', start: readonly BuilderQuestion[] = []): BuilderValues {
  if (!saved) return { title: defaultTitle, description: '', questions: start.map((q) => ({ ...q, options: [...q.options] })) };
  return {
    title: saved.title,
    description: saved.description,
    questions: saved.questions.map((q) => ({ ...q, options: [...q.options] })),
  };
}

/** A new question's id: random, different from the form's others, and kept in every later version. */
export function newQuestionId(taken: readonly string[]): string {
  for (;;) {
    const bytes = crypto.getRandomValues(new Uint8Array(5));
    const id = `q${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
    if (!taken.includes(id)) return id;
  }
}

/** A new question: a short answer, required (a form asks what it needs; issue 42) and visible, its label still to write. */
export function newQuestion(taken: readonly string[]): BuilderQuestion {
  return { id: newQuestionId(taken), text: '', type: 'short_answer', options: [], required: true, visible: true };
}

/**
 * The question with another type: a type answered from options starts with one option to fill
 * in (or keeps those it had); any other type has none.
 */
export function withType(question: BuilderQuestion, type: QuestionType): BuilderQuestion {
  if (!needsOptions(type)) return { ...question, type, options: [] };
  return { ...question, type, options: question.options.length > 0 ? question.options : [''] };
}

/** Where a question goes when moved up (-1) or down (+1); null when it is already at that end. */
export function moveTarget(index: number, by: -1 | 1, count: number): number | null {
  const to = index + by;
  return to < 0 || to >= count ? null : to;
}
