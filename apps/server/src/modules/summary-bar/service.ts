import { sql } from 'drizzle-orm';
import { hoursFromSeconds, maySeeSummaryBar, MESSAGES, pacificWeek, SUMMARY_NOT_REQUIRED, type SummaryBar } from '@goodhours/domain';
import type { AuthUser } from '../../auth/sessions.js';
import type { AppContext } from '../../context.js';
import { rowsOf } from '../../db/raw.js';
import { AppError } from '../../errors.js';
import { weekSeconds } from '../time-entries/index.js';
import { summaryWritten } from '../weekly-summaries/index.js';

interface Raw {
  first_name: string;
  last_name: string;
  role: string;
  weekly_committed_hours: number;
  missed_hours: number;
  weekly_summary_option: string;
  tangible: string | number;
  total: string | number;
  tasks: number;
  badges: number;
  blue_squares: number;
  summary_written: boolean;
}

/** `GET /api/dashboard/summarybar/:userId`: the bar's figures in one statement. */
export async function summaryBar(ctx: AppContext, caller: AuthUser, userId: string): Promise<SummaryBar> {
  // Refused before reading, so a refused caller learns nothing about who exists.
  if (!maySeeSummaryBar(caller, { id: userId, role: '' })) throw new AppError('FORBIDDEN', MESSAGES.forbidden);
  const now = ctx.clock.now();
  const week = pacificWeek(now);
  const [row] = rowsOf<Raw>(
    await ctx.db.execute(sql`
      select u.first_name, u.last_name, u.role, u.weekly_committed_hours, u.missed_hours, u.weekly_summary_option,
             coalesce(w.tangible_seconds, 0) as tangible, coalesce(w.total_seconds, 0) as total,
             (select count(*)::int from task_resources r join tasks t on t.id = r.task_id
               where r.user_id = u.id and not r.completed_task and t.status <> 'Complete') as tasks,
             (select coalesce(sum(b.count), 0)::int from user_badges b where b.user_id = u.id) as badges,
             (select count(*)::int from infringements i where i.user_id = u.id) as blue_squares,
             ${summaryWritten(sql`u.id`, week.start)} as summary_written
        from users u left join ${weekSeconds(week.start)} w on w.user_id = u.id
       where u.id = ${userId}`),
  );
  if (!row) throw new AppError('NOT_FOUND', MESSAGES.userNotFound);
  if (!maySeeSummaryBar(caller, { id: userId, role: row.role })) throw new AppError('FORBIDDEN', MESSAGES.forbidden);
  // Submitted: this week's summary was written (its due date, the week's end, is still ahead: document 2 §4).
  const submitted = row.summary_written;
  return {
    userId,
    firstName: row.first_name,
    lastName: row.last_name,
    role: row.role,
    weeklyCommittedHours: row.weekly_committed_hours,
    missedHours: row.missed_hours,
    tangibleHours: hoursFromSeconds(Number(row.tangible)),
    totalHours: hoursFromSeconds(Number(row.total)),
    weeklySummaryOption: row.weekly_summary_option,
    summaryStatus: submitted ? 'submitted' : row.weekly_summary_option === SUMMARY_NOT_REQUIRED ? 'notRequired' : 'missing',
    taskCount: row.tasks,
    badgeCount: row.badges,
    blueSquareCount: row.blue_squares,
  };
}
