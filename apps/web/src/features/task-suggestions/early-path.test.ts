import { routePath, taskSuggestionContracts } from '@goodhours/domain';
import { describe, expect, it } from 'vitest';
import { paths } from '../../api/paths';

describe("the task changes' early request", () => {
  it('is asked for at the address the notifications call builds, so the early answer is reused', () => {
    for (const userId of ['00000000-0000-4000-8000-000000000007', 'a b/c']) {
      expect(paths.taskNotifications(userId)).toBe(routePath(taskSuggestionContracts.notifications, { userId }));
    }
  });
});
