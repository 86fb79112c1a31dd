/**
 * The lessons pages live at /lessonlist and /lessonform, and again under /bmdashboard (document 3
 * §2.7, §2.9); a page links to its sibling under the same prefix.
 */
export const isBuildingPath = (pathname: string): boolean => pathname.toLowerCase().startsWith('/bmdashboard/');

export const lessonListPath = (building: boolean): string => `${building ? '/bmdashboard' : ''}/lessonlist`;

export const lessonFormPath = (building: boolean): string => `${building ? '/bmdashboard' : ''}/lessonform`;

/** Document 3 §2.7: Back goes to the project's building dashboard; with no project chosen, to the lesson list. */
export function lessonFormBackPath(projectId: string | null, building: boolean): string {
  return projectId ? `/bmdashboard/projects/${encodeURIComponent(projectId)}` : lessonListPath(building);
}
