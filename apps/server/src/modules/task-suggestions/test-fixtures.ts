import { projectMembers } from '../../db/schema/index.js';
import type { TestApp } from '../../test/harness.js';

export async function addProjectMember(t: TestApp, projectId: string, userId: string): Promise<void> {
  await t.ctx.db.insert(projectMembers).values({ projectId, userId });
}
