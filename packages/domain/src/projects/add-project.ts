import { PROJECT_MESSAGES } from './messages.js';
import { projectNameKey } from './names.js';

interface Named {
  id: string;
  projectName: string;
}

/**
 * What is wrong with assigning the typed project to a person (document 1 §5), or the project to
 * assign. `known` are the projects found for the typed text; `theirs` are the person's projects.
 */
export function projectToAssign(
  typed: string,
  known: readonly Named[],
  theirs: readonly { projectId: string }[],
): { projectId: string } | { problem: string } {
  const key = projectNameKey(typed);
  if (!key) return { problem: PROJECT_MESSAGES.pickProjectFirst };
  const project = known.find((p) => projectNameKey(p.projectName) === key);
  if (!project) return { problem: PROJECT_MESSAGES.projectDoesNotExist };
  if (theirs.some((p) => p.projectId === project.id)) return { problem: PROJECT_MESSAGES.alreadyHasProject };
  return { projectId: project.id };
}

/** What is wrong with creating a project of this name, given the projects found for it; null when fine. */
export function projectNameProblem(typed: string, known: readonly Named[]): string | null {
  const key = projectNameKey(typed);
  if (!key) return PROJECT_MESSAGES.writeProjectNameFirst;
  if (known.some((p) => projectNameKey(p.projectName) === key)) return PROJECT_MESSAGES.projectExists;
  return null;
}

/** Create mode is offered when the typed name is not exactly one of the projects found. */
export function offersCreateMode(typed: string, known: readonly Named[]): boolean {
  const key = projectNameKey(typed);
  return key !== '' && !known.some((p) => projectNameKey(p.projectName) === key);
}
