import type { FastifyInstance } from 'fastify';
import { lessonContracts, lessonTagContracts } from '@goodhours/domain';
import type { AppContext } from '../../context.js';
import { implementArea } from '../../http/register-routes.js';
import { appendixDownload, attachmentHeader } from './appendix-download.js';
import { listLessons } from './lesson-query.js';
import { likeLesson, unlikeLesson } from './likes.js';
import { createLesson, deleteLesson, editLessonContent, getLesson } from './service.js';
import { addTag, deleteTags, listTags } from './tags.js';

export function lessonRoutes(app: FastifyInstance, ctx: AppContext): void {
  implementArea(app, ctx, 'lessons', lessonTagContracts, {
    tags: () => listTags(ctx),
    addTag: ({ body }) => addTag(ctx, body.tag),
    deleteTags: ({ body }) => deleteTags(ctx, body.names),
  });
  implementArea(app, ctx, 'lessons', lessonContracts, {
    list: ({ caller, query }) => listLessons(ctx, caller, query),
    get: ({ caller, params }) => getLesson(ctx, caller, params.id),
    create: ({ caller, body }) => createLesson(ctx, caller, body),
    edit: ({ caller, params, body }) => editLessonContent(ctx, caller, params.id, body.content),
    remove: ({ caller, params }) => deleteLesson(ctx, caller, params.id),
    like: ({ caller, params }) => likeLesson(ctx, caller, params.id),
    unlike: ({ caller, params }) => unlikeLesson(ctx, caller, params.id),
    file: async ({ caller, params, reply }) => {
      const file = await appendixDownload(ctx, caller, params.id, params.fileId);
      return reply
        .type(file.contentType)
        .header('content-disposition', attachmentHeader(file.fileName))
        .header('cache-control', 'private, no-store')
        .send(file.data);
    },
  });
}
