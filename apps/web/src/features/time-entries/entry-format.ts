/** "2 hrs 30 mins", "45 mins", "1 hr". */
export function durationText(hours: number, minutes: number): string {
  const parts: string[] = [];
  if (hours > 0) parts.push(`${String(hours)} ${hours === 1 ? 'hr' : 'hrs'}`);
  if (minutes > 0 || hours === 0) parts.push(`${String(minutes)} ${minutes === 1 ? 'min' : 'mins'}`);
  return parts.join(' ');
}

/** "Project › WBS › 1.2 Task", leaving out what the entry does not have. */
export function workText(entry: {
  projectName: string | null;
  wbsName: string | null;
  taskNum: string | null;
  taskName: string | null;
}): string {
  const task = entry.taskName ? [entry.taskNum, entry.taskName].filter(Boolean).join(' ') : null;
  return [entry.projectName ?? 'No project', entry.wbsName, task].filter(Boolean).join(' › ');
}
