import type { FastifyInstance } from 'fastify';
import { timeEntryContracts } from '@goodhours/domain';
import type { AppContext } from '../../context.js';
import { implementArea } from '../../http/register-routes.js';
import { createEntry } from './create-entry.js';
import { deleteEntry, setTangible, updateEntry } from './change-entry.js';
import { editHistory } from './edit-history.js';
import { checkHistoryReader, listPeopleEntries, listPersonEntries } from './read-entries.js';

/**
 * Time entries (document 1 §7, document 4 §4). The rules of who may read, post, edit, toggle
 * and delete live in the domain's time-entries access rules, applied by the services.
 */
export function timeEntryRoutes(app: FastifyInstance, ctx: AppContext): void {
  implementArea(app, ctx, 'time-entries', timeEntryContracts, {
    listOfPerson: ({ caller, params: { id, from, to } }) => listPersonEntries(ctx, caller, id, from, to),
    listOfPeople: ({ body: { users, fromDate, toDate } }) => listPeopleEntries(ctx, users, fromDate, toDate),
    editHistory: async ({ caller, params: { userId } }) => {
      await checkHistoryReader(ctx, caller, userId);
      return editHistory(ctx, userId);
    },
    /** 201 with a new entry; 200 with the existing one when the idempotency key was used before. */
    create: async ({ caller, body, reply }) => {
      const { entry, created } = await createEntry(ctx, caller, body);
      return reply.status(created ? 201 : 200).send(entry);
    },
    update: ({ caller, params, body }) => updateEntry(ctx, caller, params.id, body),
    setTangible: ({ caller, params, body }) => setTangible(ctx, caller, params.id, body.isTangible),
    remove: ({ caller, params }) => deleteEntry(ctx, caller, params.id),
  });
}
