import { infoContracts, queryString, routePath } from '@goodhours/domain';
import { describe, expect, it } from 'vitest';
import { paths } from '../../api/paths';

describe('the info pop-up’s address', () => {
  it('is the one the boot script asks for early, so its answer is reused', () => {
    for (const infoName of ['dashboard', 'timeLog', 'Weekly summaries & more']) {
      expect(routePath(infoContracts.getByName, { infoName }) + queryString(undefined)).toBe(paths.infoPage(infoName));
    }
  });
});
