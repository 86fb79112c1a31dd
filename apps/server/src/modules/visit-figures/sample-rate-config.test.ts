import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';

const base = { DATA_DIR: '/tmp/goodhours-test', JWT_SECRET: 'test-secret-test-secret-test-secret-123' };

describe('VISIT_FIGURES_SAMPLE_RATE', () => {
  it('measures one visit in ten when unset, and none at 0', () => {
    expect(loadConfig(base).visitFiguresSampleRate).toBe(0.1);
    expect(loadConfig({ ...base, VISIT_FIGURES_SAMPLE_RATE: '0' }).visitFiguresSampleRate).toBe(0);
    expect(loadConfig({ ...base, VISIT_FIGURES_SAMPLE_RATE: '1' }).visitFiguresSampleRate).toBe(1);
  });

  it('refuses to start with a rate that is not a share of visits', () => {
    for (const rate of ['2', '-0.1', 'ten', '10%'])
      expect(() => loadConfig({ ...base, VISIT_FIGURES_SAMPLE_RATE: rate })).toThrow(
        'VISIT_FIGURES_SAMPLE_RATE must be a number from 0 to 1',
      );
  });
});
