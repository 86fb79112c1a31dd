import type { AccessArea, PortalName } from '@goodhours/domain';
import type { RouteObject } from 'react-router';
import { RequireAccess, RequireAuth } from './components/guards';
import { NotFoundPage } from './components/not-found-page';
import { PageSkeleton } from './components/page-skeleton';
import { PublicLayout } from './components/public-layout';
import { RootLayout } from './components/root-layout';
import { RouteErrorView } from './components/route-error-view';
import { RequirePortal } from './features/portals/require-portal';
import { buildingRoutes } from './building-routes';
import { wide } from './route-width';

/** A route whose page later work builds: the shared placeholder naming the area (loaded when opened). */
const comingSoon = () => import('./components/coming-soon');
const soon = (path: string, area: string): RouteObject => ({
  path,
  lazy: () => comingSoon().then(({ ComingSoon }) => ({ element: <ComingSoon area={area} /> })),
});

/** Routes open only to users passing `ACCESS_RULES[area]`; others go to /dashboard. */
const gated = (area: AccessArea, children: RouteObject[]): RouteObject => ({
  element: <RequireAccess area={area} />,
  children,
});

/** A portal's pages: its permission and its login passed in this session, else its own login (decision 069). */
const portalOnly = (portal: PortalName, children: RouteObject[]): RouteObject => ({
  element: <RequirePortal portal={portal} />,
  children,
});

/** A portal's login page (document 3 §2.10): one component for the four. */
const portalLogin = (path: string, portal: PortalName): RouteObject => ({
  path,
  lazy: () =>
    import('./features/portals/portal-login-page').then(({ PortalLoginPage }) => ({ element: <PortalLoginPage portal={portal} /> })),
});

const auth = {
  login: () => import('./features/auth/login-page').then((m) => ({ Component: m.LoginPage })),
  forgot: () => import('./features/auth/forgot-password-page').then((m) => ({ Component: m.ForgotPasswordPage })),
  force: () => import('./features/auth/force-password-page').then((m) => ({ Component: m.ForcePasswordPage })),
  update: () => import('./features/auth/update-password-page').then((m) => ({ Component: m.UpdatePasswordPage })),
  logout: () => import('./features/auth/logout-route').then((m) => ({ Component: m.LogoutRoute })),
  resetLink: () => import('./features/auth/reset-password-page').then((m) => ({ Component: m.ResetPasswordPage })),
};
const dashboard = () => import('./features/dashboard/dashboard-page').then((m) => ({ Component: m.DashboardPage }));
const roles = {
  list: () => import('./features/roles/permissions-management-page').then((m) => ({ Component: m.PermissionsManagementPage })),
  role: () => import('./features/roles/role-page').then((m) => ({ Component: m.RolePage })),
};
const announcements = () => import('./features/email/announcements-page').then((m) => ({ Component: m.AnnouncementsPage }));
const emailOutbox = () => import('./features/email/email-outbox-page').then((m) => ({ Component: m.EmailOutboxPage }));
const sendEmail = () => import('./features/email/send-email-page').then((m) => ({ Component: m.SendEmailPage }));
const emailSubscriptions = {
  subscribe: () => import('./features/email/email-subscribe-page').then((m) => ({ Component: m.EmailSubscribePage })),
  unsubscribe: () => import('./features/email/email-unsubscribe-page').then((m) => ({ Component: m.EmailUnsubscribePage })),
};
const teams = () => import('./features/teams/teams-page').then((m) => ({ Component: m.TeamsPage }));
const infoCollections = () => import('./features/info/info-collections-page').then((m) => ({ Component: m.InfoCollectionsPage }));
const userManagement = () => import('./features/users/management/user-management-page').then((m) => ({ Component: m.UserManagementPage }));
const profile = () => import('./features/users/profile/profile-page').then((m) => ({ Component: m.UserProfilePage }));
const projects = {
  list: () => import('./features/projects/projects-page').then((m) => ({ Component: m.ProjectsPage })),
  members: () => import('./features/projects/project-members-page').then((m) => ({ Component: m.ProjectMembersPage })),
};
const work = {
  wbs: () => import('./features/tasks/wbs-page').then((m) => ({ Component: m.WbsPage })),
  tasks: () => import('./features/tasks/tasks-page').then((m) => ({ Component: m.TasksPage })),
  task: () => import('./features/tasks/task-page').then((m) => ({ Component: m.TaskPage })),
  sameFolder: () => import('./features/tasks/same-folder-tasks-page').then((m) => ({ Component: m.SameFolderTasksPage })),
};
const taskEditSuggestions = () =>
  import('./features/task-suggestions/task-edit-suggestions-page').then((m) => ({ Component: m.TaskEditSuggestionsPage }));
const inventory = () => import('./features/inventory/inventory-page').then((m) => ({ Component: m.InventoryPage }));
const badgeManagement = () =>
  import('./features/badge-management/badge-management-page').then((m) => ({ Component: m.BadgeManagementPage }));
const weekClose = {
  page: () => import('./features/week-close/week-close-page').then((m) => ({ Component: m.WeekClosePage })),
};
const reports = {
  list: () => import('./features/reports/list/reports-page').then((m) => ({ Component: m.ReportsPage })),
  person: () => import('./features/reports/people/people-report-page').then((m) => ({ Component: m.PeopleReportPage })),
  project: () => import('./features/reports/project/project-report-page').then((m) => ({ Component: m.ProjectReportPage })),
  team: () => import('./features/reports/team/team-report-page').then((m) => ({ Component: m.TeamReportPage })),
};
const timeLog = () => import('./features/time-entries/time-log-page').then((m) => ({ Component: m.TimeLogPage }));
const lessons = {
  list: () => import('./features/lessons/lesson-list-page').then((m) => ({ Component: m.LessonListPage })),
  form: () => import('./features/lessons/lesson-form-page').then((m) => ({ Component: m.LessonFormPage })),
};
/** The lesson list and form, at the top level and again under /bmdashboard/, there behind the building portal's guard. */
const lessonsIn = (prefix: string): RouteObject[] => [
  wide({ path: `${prefix}lessonlist`, lazy: lessons.list }),
  ...['lessonform', 'lessonform/:projectId'].map((path) => ({ path: `${prefix}${path}`, lazy: lessons.form })),
];
const shell = () => import('./features/shell/app-layout').then((m) => ({ Component: m.AppLayout }));

/** Signing in and out: no header (document 2 §2 'Header ... hidden on /login'). */
const signInRoutes: RouteObject[] = [
  { path: 'login', lazy: auth.login },
  { path: 'Logout', lazy: auth.logout },
];

/**
 * Public: no sign-in; the product's header with its name and a sign-in link (issue 42; document 1
 * §2, document 3 §2.1, §2.2, §2.10).
 */
const publicRoutes: RouteObject[] = [
  { path: 'forgotpassword', lazy: auth.forgot },
  { path: 'forcePasswordUpdate/:userId', lazy: auth.force },
  // A one-time password link (RESET_PASSWORD_PATH, decision 054).
  { path: 'reset-password/:token', lazy: auth.resetLink },
  { path: 'email-subscribe', lazy: emailSubscriptions.subscribe },
  { path: 'email-unsubscribe', lazy: emailSubscriptions.unsubscribe },
  wide({
    path: 'collaboration',
    lazy: () => import('./features/jobs/collaboration-page').then((m) => ({ Component: m.CollaborationPage })),
  }),
  {
    path: 'ProfileInitialSetup/:token',
    lazy: () => import('./features/onboarding/profile-setup-page').then((m) => ({ Component: m.ProfileSetupPage })),
  },
];

/** Signed in, under the header (document 1 §2 main routes, document 3 §2.3-2.10). */
const signedInRoutes: RouteObject[] = [
  wide({ index: true, lazy: dashboard }),
  wide({ path: 'dashboard', lazy: dashboard }),
  wide({ path: 'dashboard/:userId', lazy: dashboard }),
  { path: 'updatepassword/:userId', lazy: auth.update },
  wide({ path: 'timelog', lazy: timeLog }),
  wide({ path: 'timelog/:userId', lazy: timeLog }),
  wide({
    path: 'teamlocations',
    lazy: () => import('./features/map/team-locations-page').then((m) => ({ Component: m.TeamLocationsPage })),
  }),
  wide({ path: 'inventory/:projectId', lazy: inventory }),
  wide({ path: 'inventory/:projectId/wbs/:wbsId', lazy: inventory }),
  wide({ path: 'wbs/tasks/:wbsId/:projectId/:wbsName', lazy: work.tasks }),
  wide({ path: 'wbs/tasks/:wbsId/:projectId', lazy: work.tasks }),
  wide({ path: 'wbs/tasks/:taskId', lazy: work.task }),
  wide({ path: 'wbs/samefoldertasks/:taskId', lazy: work.sameFolder }),
  wide({ path: 'project/wbs/:projectId', lazy: work.wbs }),
  wide({ path: 'userprofile/:userId', lazy: profile }),
  wide({ path: 'userprofileedit/:userId', lazy: profile }),
  gated('jobForms', [
    wide({
      path: 'jobformbuilder',
      lazy: () => import('./features/jobs/job-form-builder-page').then((m) => ({ Component: m.JobFormBuilderPage })),
    }),
  ]),
  gated('formBuilder', [
    { path: 'form', lazy: () => import('./features/forms/form-builder-page').then((m) => ({ Component: m.FormBuilderPage })) },
  ]),
  { path: 'formviewer', lazy: () => import('./features/forms/form-viewer-page').then((m) => ({ Component: m.FormViewerPage })) },
  ...['hgnform', ...[2, 3, 4, 5, 6].map((n) => `hgnform/page${String(n)}`)].map((path) => ({
    path,
    lazy: () => import('./features/questionnaires/hgn-form-page').then((m) => ({ Component: m.HgnFormPage })),
  })),
  ...[1, 2, 3, 4, 5, 6, 7, 8].map((n) => ({
    path: `tsaformpage${String(n)}`,
    lazy: () => import('./features/questionnaires/tsa-questionnaire-page').then((m) => ({ Component: m.TsaQuestionnairePage })),
  })),
  ...lessonsIn(''),
  // The portal logins re-check the signed-in person's own password (decision 069).
  portalLogin('bmdashboard/login', 'building'),
  portalLogin('communityportal/login', 'community'),
  portalLogin('educationportal/login', 'education'),
  portalLogin('lbdashboard/login', 'listing'),
  // Each area still to build is one route for all its paths (decision 043): every route is
  // ranked and matched on each navigation, and these were a quarter of the table. Each is
  // behind its portal's guard (decision 069).
  // The building portal's pages (document 3 §2.9; decisions 069, 070), behind its guard.
  portalOnly('building', [...buildingRoutes, ...lessonsIn('bmdashboard/'), soon('bmdashboard/*', 'Building management')]),
  portalOnly('community', [soon('communityportal/*', 'Community portal')]),
  portalOnly('education', [soon('educationportal/*', 'Education portal')]),
  portalOnly('listing', [soon('lbdashboard/*', 'Rental and bidding'), soon('property-map', 'Rental and bidding')]),

  gated('reports', [
    wide({ path: 'reports', lazy: reports.list }),
    wide({ path: 'peoplereport/:userId', lazy: reports.person }),
    wide({ path: 'projectreport/:projectId', lazy: reports.project }),
    wide({ path: 'teamreport/:teamId', lazy: reports.team }),
  ]),
  gated('weeklySummariesReport', [
    wide({
      path: 'weeklysummariesreport',
      lazy: () =>
        import('./features/weekly-summaries-report/weekly-summaries-report-page').then((m) => ({ Component: m.WeeklySummariesReportPage })),
    }),
  ]),
  gated('totalOrgSummary', [
    wide({
      path: 'totalorgsummary',
      lazy: () => import('./features/org-summary/org-summary-page').then((m) => ({ Component: m.OrgSummaryPage })),
    }),
  ]),
  gated('totalConstructionSummary', [soon('bmdashboard/totalconstructionsummary', 'Total construction summary')]),
  gated('projects', [wide({ path: 'projects', lazy: projects.list })]),
  gated('projectMembers', [wide({ path: 'project/members/:projectId', lazy: projects.members })]),
  gated('teams', [wide({ path: 'teams', lazy: teams })]),
  gated('userManagement', [wide({ path: 'usermanagement', lazy: userManagement })]),
  gated('badgeManagement', [wide({ path: 'badgemanagement', lazy: badgeManagement })]),
  gated('weekClose', [wide({ path: 'weekclose', lazy: weekClose.page }), wide({ path: 'weekclose/:weekStart', lazy: weekClose.page })]),
  gated('permissionsManagement', [
    wide({ path: 'permissionsmanagement', lazy: roles.list }),
    wide({ path: 'permissionsmanagement/:userRole', lazy: roles.role }),
  ]),
  gated('announcements', [{ path: 'announcements', lazy: announcements }]),
  gated('sendEmail', [{ path: 'sendemail', lazy: sendEmail }]),
  gated('emailOutbox', [wide({ path: 'emailoutbox', lazy: emailOutbox })]),
  gated('visitFigures', [
    wide({
      path: 'visitfigures',
      lazy: () => import('./features/visit-figures/visit-figures-page').then((m) => ({ Component: m.VisitFiguresPage })),
    }),
  ]),
  gated('taskEditSuggestions', [wide({ path: 'taskeditsuggestions', lazy: taskEditSuggestions })]),
  gated('jobNotifications', [
    wide({
      path: 'job-notification-dashboard',
      lazy: () => import('./features/jobs/job-notification-dashboard-page').then((m) => ({ Component: m.JobNotificationDashboardPage })),
    }),
  ]),
  gated('infoCollections', [wide({ path: 'infoCollections', lazy: infoCollections })]),
  gated('hgnResponses', [
    wide({
      path: 'hgnform/responses',
      lazy: () => import('./features/questionnaires/hgn-responses-page').then((m) => ({ Component: m.HgnResponsesPage })),
    }),
  ]),
  gated('tsaSubmissions', [
    wide({
      path: 'tsasubmissions',
      lazy: () => import('./features/questionnaires/tsa-submissions-page').then((m) => ({ Component: m.TsaSubmissionsPage })),
    }),
  ]),
];

/** The app's routes: signing in, public pages and not found under the public header, the signed-in pages under the app's header. */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteErrorView,
    HydrateFallback: () => <PageSkeleton />,
    children: [
      { element: <PublicLayout bare />, children: signInRoutes },
      { Component: PublicLayout, children: [...publicRoutes, { path: '*', Component: NotFoundPage }] },
      { Component: RequireAuth, children: [{ lazy: shell, children: signedInRoutes }] },
    ],
  },
];
