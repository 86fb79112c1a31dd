import type { FastifyInstance } from 'fastify';
import {
  TIME_ENTRY_MESSAGES as M,
  TIME_ENTRY_READERS,
  timeEntryInput,
  timeEntryRangeParams,
  timeEntryTangibleInput,
  timeEntryUsersInput,
} from '@goodhours/domain';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { parseInput } from '../../errors.js';
import { requirePermission, requireUser } from '../../auth/sessions.js';
import { createEntry } from './create-entry.js';
import { deleteEntry, setTangible, updateEntry } from './change-entry.js';
import { editHistory } from './edit-history.js';
import { checkHistoryReader, listPeopleEntries, listPersonEntries } from './read-entries.js';

const idParam = z.object({ id: z.uuid({ error: M.notFound }) });
const userParam = z.object({ userId: z.uuid({ error: M.personNotFound }) });

/**
 * Time entries (document 1 §7, document 4 §4). Every call needs a signed-in user; the rules of
 * who may read, post, edit, toggle and delete live in the domain's time-entries access rules.
 */
export function timeEntryRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/api/TimeEntry/user/:id/:from/:to', async (request) => {
    const caller = await requireUser(ctx, request);
    const { id, from, to } = parseInput(timeEntryRangeParams, request.params);
    return listPersonEntries(ctx, caller, id, from, to);
  });

  app.post('/api/TimeEntry/users', async (request) => {
    requirePermission(await requireUser(ctx, request), ...TIME_ENTRY_READERS);
    const { users, fromDate, toDate } = parseInput(timeEntryUsersInput, request.body);
    return listPeopleEntries(ctx, users, fromDate, toDate);
  });

  app.get('/api/TimeEntry/editHistory/:userId', async (request) => {
    const caller = await requireUser(ctx, request);
    const { userId } = parseInput(userParam, request.params);
    await checkHistoryReader(ctx, caller, userId);
    return editHistory(ctx, userId);
  });

  /** 201 with a new entry; 200 with the existing one when the idempotency key was used before. */
  app.post('/api/TimeEntry', async (request, reply) => {
    const caller = await requireUser(ctx, request);
    const { entry, created } = await createEntry(ctx, caller, parseInput(timeEntryInput, request.body));
    return reply.status(created ? 201 : 200).send(entry);
  });

  app.put('/api/TimeEntry/:id', async (request) => {
    const caller = await requireUser(ctx, request);
    const { id } = parseInput(idParam, request.params);
    return updateEntry(ctx, caller, id, parseInput(timeEntryInput, request.body));
  });

  app.patch('/api/TimeEntry/:id/tangible', async (request) => {
    const caller = await requireUser(ctx, request);
    const { id } = parseInput(idParam, request.params);
    return setTangible(ctx, caller, id, parseInput(timeEntryTangibleInput, request.body).isTangible);
  });

  app.delete('/api/TimeEntry/:id', async (request, reply) => {
    const caller = await requireUser(ctx, request);
    await deleteEntry(ctx, caller, parseInput(idParam, request.params).id);
    return reply.status(204).send();
  });
}
