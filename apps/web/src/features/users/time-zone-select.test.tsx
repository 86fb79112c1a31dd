import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE, TimeZoneSelect, timeZoneOptions, utcOffset } from './time-zone-select';

function Harness() {
  const [zone, setZone] = useState<string | null>(DEFAULT_TIME_ZONE);
  return (
    <MantineProvider env="test">
      <TimeZoneSelect value={zone} onChange={setZone} />
      <output>{zone}</output>
    </MantineProvider>
  );
}

describe('time zone select', () => {
  it('writes offsets as UTC±hh:mm at the given instant', () => {
    expect(utcOffset('Asia/Tokyo', new Date('2026-01-15T12:00:00Z'))).toBe('UTC+09:00');
    expect(utcOffset('America/Los_Angeles', new Date('2026-01-15T12:00:00Z'))).toBe('UTC-08:00');
    expect(utcOffset('America/Los_Angeles', new Date('2026-07-15T12:00:00Z'))).toBe('UTC-07:00');
    expect(utcOffset('Africa/Abidjan', new Date('2026-07-15T12:00:00Z'))).toBe('UTC+00:00');
  });

  it('lists hundreds of zones as name (offset), the organisation zone among them', () => {
    const options = timeZoneOptions(new Date('2026-01-15T12:00:00Z'), [DEFAULT_TIME_ZONE]);
    expect(options.length).toBeGreaterThan(300);
    expect(options).toContainEqual({ value: 'America/Los_Angeles', label: 'America/Los_Angeles (UTC-08:00)' });
  });

  it('lists renamed zones under their current name, so a search for Kolkata or Kyiv finds them', () => {
    const values = timeZoneOptions(new Date('2026-01-15T12:00:00Z')).map((o) => o.value);
    expect(values).toContain('Asia/Kolkata');
    expect(values).toContain('Europe/Kyiv');
    expect(values).not.toContain('Asia/Calcutta');
    expect(timeZoneOptions(new Date('2026-01-15T12:00:00Z'), ['Asia/Calcutta']).map((o) => o.value)).toContain('Asia/Calcutta');
  });

  it('filters by the typed text and picks a zone', async () => {
    render(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Time zone' });
    expect((input as HTMLInputElement).value).toMatch(/^America\/Los_Angeles \(UTC-0[78]:00\)$/);

    await userEvent.clear(input);
    await userEvent.type(input, 'Tokyo');
    await userEvent.click(await screen.findByRole('option', { name: 'Asia/Tokyo (UTC+09:00)' }));
    expect(screen.getByRole('status')).toHaveTextContent('Asia/Tokyo');
  });
});
