import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { MESSAGES } from '@goodhours/domain';
import type { AppContext } from './context.js';
import { registerErrorHandler } from './errors.js';
import { registerWebApp } from './static.js';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { registerCompression } from './http/compression.js';
import { registerInputHygiene } from './http/input-hygiene.js';
import { registerOpenApi } from './http/openapi.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { platformRoutes } from './http/platform-routes.js';
import { trackRoutes } from './http/register-routes.js';
import { loggerOptions } from './http/logger.js';
import { echoRequestId, requestIdGenerator } from './http/request-id.js';
import { authRoutes } from './modules/auth/routes.js';
import { portalRoutes } from './modules/portals/routes.js';
import { roleRoutes } from './modules/roles/routes.js';
import { userRoutes } from './modules/users/routes.js';
import { emailRoutes } from './modules/email/routes.js';
import { timerRoutes } from './modules/timer/routes.js';
import { teamRoutes } from './modules/teams/routes.js';
import { infoRoutes } from './modules/info/routes.js';
import { timeOffRoutes } from './modules/time-off/routes.js';
import { infringementRoutes } from './modules/infringements/routes.js';
import { weekCloseRoutes } from './modules/week-close/routes.js';
import { reportRoutes } from './modules/reports/routes.js';
import { onboardingRoutes } from './modules/onboarding/routes.js';
import { hgnRoutes, tsaRoutes } from './modules/questionnaires/index.js';
import { mapRoutes } from './modules/map/routes.js';
import { lessonRoutes } from './modules/lessons/index.js';
import { formRoutes } from './modules/forms/index.js';
import { jobRoutes } from './modules/jobs/index.js';
import { visitFiguresRoutes } from './modules/visit-figures/routes.js';
import { projectRoutes } from './modules/projects/routes.js';
import { taskRoutes } from './modules/tasks/routes.js';
import { taskSuggestionRoutes } from './modules/task-suggestions/routes.js';
import { inventoryRoutes } from './modules/inventory/routes.js';
import { buildingRoutes } from './modules/building/routes.js';
import { badgeRoutes } from './modules/badges/routes.js';
import { timeEntryRoutes } from './modules/time-entries/routes.js';
import { weeklySummariesRoutes } from './modules/weekly-summaries/routes.js';
import { summaryBarRoutes } from './modules/summary-bar/routes.js';
import { suggestionsRoutes } from './modules/suggestions/routes.js';
import { headerRoutes } from './modules/header/routes.js';
import { teamMemberTasksRoutes } from './modules/team-member-tasks/routes.js';
import { warningsRoutes } from './modules/warnings/routes.js';
import { leaderboardRoutes } from './modules/leaderboard/routes.js';
import { testHookRoutes } from './modules/test-hooks/routes.js';

export interface BuildOptions {
  /** Log requests and errors (redacted, see http/logger.ts); a stream receives the lines instead of stdout. */
  logger?: boolean | { stream: { write(line: string): void } };
  webRoot?: string | undefined;
}

/** Builds the whole HTTP app; tests build it too and talk to it with `inject`. */
export async function buildApp(ctx: AppContext, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ? loggerOptions(ctx.config.logLevel, opts.logger === true ? undefined : opts.logger.stream) : false,
    trustProxy: ctx.config.trustProxy,
    genReqId: requestIdGenerator(ctx.config.trustProxy),
    bodyLimit: 2 * 1024 * 1024,
    // `/api/userprofile/` and `/api/userprofile` are the same route (the spec writes both).
    routerOptions: { maxParamLength: 500, ignoreTrailingSlash: true },
    // A URL the router cannot read (bad escapes, a parameter over 500 characters) is refused in our envelope.
    frameworkErrors: (error, _request, reply) => {
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
      void (reply as unknown as FastifyReply).status(status).send({ error: { code: 'BAD_REQUEST', message: MESSAGES.invalidInput } });
    },
  });
  echoRequestId(app);
  trackRoutes(app);
  registerErrorHandler(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerInputHygiene(app);
  await registerSecurityHeaders(app, ctx.config.publicUrl.startsWith('https:'));
  await registerCompression(app);
  await registerOpenApi(app);
  // Timer messages are tiny; a frame over 64 KiB is refused by the socket itself.
  await app.register(fastifyWebsocket, { options: { maxPayload: 64 * 1024 } });
  platformRoutes(app, ctx);
  authRoutes(app, ctx);
  roleRoutes(app, ctx);
  userRoutes(app, ctx);
  emailRoutes(app, ctx);
  timerRoutes(app, ctx);
  teamRoutes(app, ctx);
  infoRoutes(app, ctx);
  timeOffRoutes(app, ctx);
  infringementRoutes(app, ctx);
  weekCloseRoutes(app, ctx);
  projectRoutes(app, ctx);
  taskRoutes(app, ctx);
  taskSuggestionRoutes(app, ctx);
  inventoryRoutes(app, ctx);
  buildingRoutes(app, ctx);
  badgeRoutes(app, ctx);
  timeEntryRoutes(app, ctx);
  weeklySummariesRoutes(app, ctx);
  summaryBarRoutes(app, ctx);
  suggestionsRoutes(app, ctx);
  headerRoutes(app, ctx);
  teamMemberTasksRoutes(app, ctx);
  warningsRoutes(app, ctx);
  leaderboardRoutes(app, ctx);
  reportRoutes(app, ctx);
  onboardingRoutes(app, ctx);
  tsaRoutes(app, ctx);
  hgnRoutes(app, ctx);
  mapRoutes(app, ctx);
  lessonRoutes(app, ctx);
  formRoutes(app, ctx);
  jobRoutes(app, ctx);
  visitFiguresRoutes(app, ctx);
  portalRoutes(app, ctx);
  if (ctx.config.testHooks) testHookRoutes(app, ctx);
  registerWebApp(app, opts.webRoot);
  return app;
}
