import { MantineProvider, Table } from '@mantine/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WINDOW_FROM, WindowedRows } from './windowed-rows';

function people(n: number): string[] {
  return Array.from({ length: n }, (_, i) => `Person ${String(i + 1)}`);
}

function renderList(names: string[]) {
  render(
    <MantineProvider env="test">
      <WindowedRows
        rows={names}
        columns={1}
        label="People"
        before={
          <Table.Tr>
            <Table.Td>Totals</Table.Td>
          </Table.Tr>
        }
        row={(name) => (
          <Table.Tr key={name}>
            <Table.Td>{name}</Table.Td>
          </Table.Tr>
        )}
        table={(body) => (
          <Table aria-label="List">
            <Table.Tbody>{body}</Table.Tbody>
          </Table>
        )}
      />
    </MantineProvider>,
  );
  return screen.getByRole('table', { name: 'List' });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('windowed rows', () => {
  it('draws a short list whole, in the page: a screenful at once and the rest right after', async () => {
    const table = renderList(people(WINDOW_FROM - 1));
    expect(within(table).getAllByRole('cell').length).toBeLessThan(WINDOW_FROM);
    await waitFor(() => expect(within(table).getAllByRole('cell')).toHaveLength(WINDOW_FROM));
    expect(within(table).getByRole('cell', { name: `Person ${String(WINDOW_FROM - 1)}` })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'People' })).not.toBeInTheDocument();
  });

  it('draws only a screenful of a long list, in a box that scrolls by keyboard', () => {
    // jsdom lays nothing out: give the scrolling box the height a browser would.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(640);
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
    const table = renderList(people(2000));
    const drawn = within(table)
      .getAllByRole('row')
      .filter((r) => r.getAttribute('aria-hidden') !== 'true');
    expect(drawn.length).toBeGreaterThan(10);
    expect(drawn.length).toBeLessThan(40);
    expect(within(table).getByText('Totals')).toBeInTheDocument();
    expect(within(table).getByText('Person 1')).toBeInTheDocument();
    expect(within(table).queryByText('Person 2000')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'People' })).toHaveAttribute('tabindex', '0');
  });
});
