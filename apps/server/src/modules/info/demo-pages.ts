import type { InfoVisibility } from '@goodhours/domain';
import type { Tx } from '../../db/client.js';
import { infoCollections } from '../../db/schema/index.js';
import { sanitizeInfoHtml } from './sanitize.js';

export interface DemoInfoPage {
  infoName: string;
  infoContent: string;
  visibility: InfoVisibility;
}

/** Info pages for the demo organisation; the names match the areas' info icons. */
export const DEMO_INFO_PAGES: readonly DemoInfoPage[] = [
  {
    infoName: 'dashboard',
    visibility: '0',
    infoContent:
      '<h3>Your dashboard</h3>' +
      '<p>This is where your week starts. Check how many hours you have logged against what you committed to, ' +
      'see the tasks you are working on and what your team is up to.</p>' +
      '<ul><li>Log your time every day you volunteer, not only at the end of the week.</li>' +
      '<li>Your weekly summary is due before the week closes on <strong>Saturday at midnight, Pacific time</strong>.</li></ul>',
  },
  {
    infoName: 'permissionsManagement',
    visibility: '1',
    infoContent:
      '<h3>Managing permissions</h3>' +
      '<p>Each role comes with a set of permissions. Changing a role changes what <em>everyone</em> holding it may do, at once.</p>' +
      '<p>To give one person a little more (or less) than their role, use <strong>Manage User Permissions</strong> instead. ' +
      'Every change is written to the change log below the roles.</p>',
  },
  {
    infoName: 'teams',
    visibility: '2',
    infoContent:
      '<h3>Teams</h3>' +
      '<p>Teams group volunteers who work together. A team has a name, a team code and its members.</p>' +
      '<ol><li>Create the team.</li><li>Add its members.</li><li>Give the team a code so its members find each other in reports.</li></ol>',
  },
  {
    infoName: 'timelog',
    visibility: '0',
    infoContent:
      '<h3>Logging your time</h3>' +
      '<p>Record what you worked on, for how long, and a short note on what you did. ' +
      'Tangible time counts towards your weekly commitment; intangible time is recorded but does not.</p>' +
      '<blockquote>Tip: write the note for the person who reads your weekly summary, not for yourself.</blockquote>',
  },
];

/** Adds the demo pages that do not exist yet (by name); for the demo seed. */
export async function insertDemoInfoPages(tx: Tx, now: Date): Promise<void> {
  await tx
    .insert(infoCollections)
    .values(DEMO_INFO_PAGES.map((p) => ({ ...p, infoContent: sanitizeInfoHtml(p.infoContent), createdAt: now, updatedAt: now })))
    .onConflictDoNothing({ target: infoCollections.infoName });
}
