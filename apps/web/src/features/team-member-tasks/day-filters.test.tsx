import type { DayFilter } from '@goodhours/domain';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DayFilters } from './day-filters';

const original = window.matchMedia.bind(window);
function onAPhone(phone: boolean) {
  window.matchMedia = (query: string) => ({ ...original(query), matches: phone && query.includes('max-width') });
}
afterEach(() => {
  window.matchMedia = original;
});

function renderFilters(value: DayFilter | null) {
  const onToggle = vi.fn<(d: DayFilter) => void>();
  const onClear = vi.fn<() => void>();
  render(
    <MantineProvider env="test">
      <DayFilters value={value} onToggle={onToggle} onClear={onClear} showTimeOff onToggleTimeOff={() => undefined} />
    </MantineProvider>,
  );
  return { onToggle, onClear };
}

describe('the day filters of Team Member Tasks', () => {
  it('are buttons that toggle on a wide screen', async () => {
    onAPhone(false);
    const { onToggle } = renderFilters(3);
    expect(screen.getByRole('button', { name: '3 days' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: '7 days' }));
    expect(onToggle).toHaveBeenCalledWith(7);
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('become one select on a phone, where any day clears the filter', async () => {
    onAPhone(true);
    const { onToggle, onClear } = renderFilters(2);
    const select = screen.getByRole('combobox', { name: 'Logged time in the past' });
    expect(select).toHaveValue('2');
    expect(screen.queryByRole('button', { name: '2 days' })).not.toBeInTheDocument();
    await userEvent.selectOptions(select, '4');
    expect(onToggle).toHaveBeenCalledWith(4);
    await userEvent.selectOptions(select, 'Any day');
    expect(onClear).toHaveBeenCalled();
  });
});
