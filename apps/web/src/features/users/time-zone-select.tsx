import { Select, type SelectProps } from '@mantine/core';
import { useMemo } from 'react';

export const DEFAULT_TIME_ZONE = 'America/Los_Angeles';

/** 'UTC+09:00', 'UTC-07:00' or 'UTC+00:00': the zone's offset at the given instant. */
export function utcOffset(zone: string, at: Date): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;
  const offset = part?.replace('GMT', '') ?? '';
  return `UTC${offset === '' ? '+00:00' : offset}`;
}

/**
 * Zones the world renamed that browsers still list under the old name (their time-zone data
 * keeps the old one as canonical). People look for the current name, so the list shows it.
 */
const RENAMED_ZONES: Readonly<Record<string, string>> = {
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Europe/Kiev': 'Europe/Kyiv',
  'America/Godthab': 'America/Nuuk',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Truk': 'Pacific/Chuuk',
  'Pacific/Ponape': 'Pacific/Pohnpei',
};

function currentName(zone: string): string {
  const renamed = RENAMED_ZONES[zone];
  if (!renamed) return zone;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: renamed });
    return renamed;
  } catch {
    return zone;
  }
}

/** Every zone the browser knows, shown as 'name (UTC offset)' (document 1 §2). */
export function timeZoneOptions(at: Date, include: readonly string[] = []): { value: string; label: string }[] {
  const zones = new Set([...Intl.supportedValuesOf('timeZone').map(currentName), ...include.filter(Boolean)]);
  return [...zones].sort().map((zone) => ({ value: zone, label: `${zone} (${utcOffset(zone, at)})` }));
}

type Props = Omit<SelectProps, 'data' | 'searchable'>;

/** The time-zone dropdown, with a text filter; a stored zone the browser does not list is kept. */
export function TimeZoneSelect(props: Props) {
  const known = useMemo(() => timeZoneOptions(new Date(), [DEFAULT_TIME_ZONE]), []);
  const value = props.value ?? '';
  const options = useMemo(
    () => (value === '' || known.some((o) => o.value === value) ? known : timeZoneOptions(new Date(), [DEFAULT_TIME_ZONE, value])),
    [known, value],
  );
  // The ~420 options are mounted only while the list is open.
  return (
    <Select
      label="Time zone"
      {...props}
      data={options}
      searchable
      nothingFoundMessage="No time zone matches"
      comboboxProps={{ keepMounted: false, ...props.comboboxProps }}
    />
  );
}
