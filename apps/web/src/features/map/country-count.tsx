import { Group, Skeleton, Text } from '@mantine/core';
import { IconWorld } from '@tabler/icons-react';
import { useCountryCount } from '../../api/onboarding';
import { countryCountText } from './map-people';

/** The country count (document 3 §2.8): how many countries the active members live in, in figures and in words. */
export function CountryCount() {
  const count = useCountryCount();
  if (count.isPending) return <Skeleton height={24} width={260} />;
  if (!count.data) return null;
  const { figure, words } = countryCountText(count.data.CountryCount);
  return (
    <Group gap="xs" wrap="nowrap">
      <IconWorld size={20} aria-hidden />
      <Text>
        Our team lives in{' '}
        <Text span fw={700}>
          {figure}
        </Text>{' '}
        ({words})
      </Text>
    </Group>
  );
}
