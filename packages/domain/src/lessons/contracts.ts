import { z } from '../zod.js';
import { access } from '../contracts/access.js';
import { defineRoute } from '../contracts/define-route.js';
import { errorEnvelope } from '../contracts/errors.js';
import { ACCESS_RULES } from '../permissions/access-rules.js';
import {
  LESSON_BODY_LIMIT,
  lessonContentInput,
  lessonFileParams,
  lessonInput,
  lessonLikesSchema,
  lessonPageSchema,
  lessonParams,
  lessonSchema,
  listLessonsQuery,
} from './schemas.js';
import { addTagInput, deleteTagsInput, tagListSchema } from './tags.js';

/** Who may read a lesson: its View by roles (none chosen: everyone signed in), and its author. */
const READERS = 'only those who may read the lesson (its View by roles, or everyone when none were chosen, and its author).';
const AUTHOR = 'only the lesson’s author (document 3 §6).';

/** Lessons learned (document 3 §2.7, §7 lessons). */
export const lessonContracts = {
  list: defineRoute({
    method: 'GET',
    path: '/api/lessons',
    summary:
      'The lessons the caller may read, 10 a page: filtered to this year, month or week (Pacific calendar), searched in title, content and tags, newest, oldest or most liked first',
    access: access.signedIn,
    schemas: () => ({ query: listLessonsQuery(), responses: { 200: lessonPageSchema() } }),
  }),
  get: defineRoute({
    method: 'GET',
    path: '/api/lessons/:id',
    summary: 'One lesson, when the caller may read it',
    access: access.rule(READERS),
    schemas: () => ({ params: lessonParams(), responses: { 200: lessonSchema(), 404: errorEnvelope() } }),
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/lessons',
    summary:
      'Write a lesson: title, content, tags (new ones join the catalogue), the project it belongs to, the roles that may read it, and up to 3 appendix files as base64 data URLs',
    access: access.signedIn,
    schemas: () => ({ body: lessonInput, responses: { 201: lessonSchema(), 413: errorEnvelope(), 422: errorEnvelope() } }),
    bodyLimit: LESSON_BODY_LIMIT,
  }),
  edit: defineRoute({
    method: 'PUT',
    path: '/api/lessons/:id',
    summary: 'Change a lesson’s summary (its content), in place',
    access: access.rule(AUTHOR),
    schemas: () => ({
      params: lessonParams(),
      body: lessonContentInput,
      responses: { 200: lessonSchema(), 403: errorEnvelope(), 404: errorEnvelope() },
    }),
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/lessons/:id',
    summary: 'Delete a lesson with its likes and appendix files',
    access: access.rule(AUTHOR),
    schemas: () => ({ params: lessonParams(), responses: { 204: null, 403: errorEnvelope(), 404: errorEnvelope() } }),
  }),
  like: defineRoute({
    method: 'PUT',
    path: '/api/lessons/:id/like',
    summary: 'Like a lesson: one like per person, however many times it is asked',
    access: access.rule(READERS),
    schemas: () => ({ params: lessonParams(), responses: { 200: lessonLikesSchema(), 404: errorEnvelope() } }),
  }),
  unlike: defineRoute({
    method: 'DELETE',
    path: '/api/lessons/:id/like',
    summary: 'Take back one’s like of a lesson',
    access: access.rule(READERS),
    schemas: () => ({ params: lessonParams(), responses: { 200: lessonLikesSchema(), 404: errorEnvelope() } }),
  }),
  file: defineRoute({
    method: 'GET',
    path: '/api/lessons/:id/files/:fileId',
    summary: 'Download an appendix file of a lesson, as an attachment of the type its content showed',
    access: access.rule(READERS),
    schemas: () => ({ params: lessonFileParams(), responses: { 200: z.string().describe('The file’s bytes'), 404: errorEnvelope() } }),
  }),
} as const;

/** Who may delete tags from the catalogue (ours: the spec names nobody); the web's tag tools read the same rule. */
const TAG_KEEPERS = access.roles(ACCESS_RULES.lessonTags.roles);

/** The tag catalogue offered when writing a lesson (document 3 §7 tags). */
export const lessonTagContracts = {
  tags: defineRoute({
    method: 'GET',
    path: '/api/lessons/tags',
    summary: 'The tag catalogue, by name',
    access: access.signedIn,
    schemas: () => ({ responses: { 200: tagListSchema() } }),
  }),
  addTag: defineRoute({
    method: 'POST',
    path: '/api/lessons/tags',
    summary: 'Add a tag to the catalogue (trimmed, inner spaces collapsed); answers the updated catalogue',
    access: access.signedIn,
    schemas: () => ({ body: addTagInput, responses: { 201: tagListSchema(), 409: errorEnvelope() } }),
  }),
  deleteTags: defineRoute({
    method: 'DELETE',
    path: '/api/lessons/tags',
    summary: 'Delete tags from the catalogue, all or none: every name must exist. Lessons keep the tags they were written with',
    access: TAG_KEEPERS,
    schemas: () => ({ body: deleteTagsInput(), responses: { 200: tagListSchema(), 422: errorEnvelope() } }),
  }),
} as const;
