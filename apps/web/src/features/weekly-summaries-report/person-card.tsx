import { formatHours, formatMoment, hoursColour, isValidLinkUrl, type SummariesReportRow } from '@goodhours/domain';
import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { memo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { InfoContent } from '../../components/info-content';
import { BioStatus } from './bio-status';
import { BAND_LABELS, bandOf, fullName } from './report-filter';
import { TeamCodeField } from './team-code-field';
import { ValidSummariesField } from './valid-summaries-field';

/** A media link as an address to open: an http(s) one as it is, a bare host given https. */
export function mediaHref(url: string): string | null {
  const trimmed = url.trim();
  if (!trimmed || !isValidLinkUrl(trimmed)) return null;
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text size="sm">
      <Text span fw={600} size="sm">
        {label}:
      </Text>{' '}
      {children}
    </Text>
  );
}

/** Hours against commitment, in the leaderboard's colour for the band and named, not by colour alone. */
function Hours({ row }: { row: SummariesReportRow }) {
  return (
    <Fact label="Hours">
      <Text span size="sm" fw={700} c={hoursColour(row.tangibleHours, row.weeklyCommittedHours)}>
        {formatHours(row.tangibleHours)} of {row.weeklyCommittedHours} hours
      </Text>{' '}
      ({BAND_LABELS[bandOf(row)]})
    </Fact>
  );
}

function Media({ row }: { row: SummariesReportRow }) {
  const href = mediaHref(row.mediaUrl);
  if (!row.mediaUrl.trim()) return <Fact label="Media">No media link</Fact>;
  if (!href) return <Fact label="Media">{row.mediaUrl}</Fact>;
  return (
    <Fact label="Media">
      <Anchor
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        size="sm"
        aria-label={`Media link of ${fullName(row)} (opens in a new tab)`}
      >
        Media link <IconExternalLink size={12} aria-hidden />
      </Anchor>
    </Fact>
  );
}

interface Props {
  row: SummariesReportRow;
  /** highlightEligibleBios: an eligible bio is marked with a border and the words 'Bio eligible'. */
  highlightBio: boolean;
}

/** One person's week: who they are, their summary, hours against commitment, summaries, bio and badges. */
export const PersonCard = memo(function PersonCard({ row, highlightBio }: Props) {
  const name = fullName(row);
  const eligible = highlightBio && row.bioEligible;
  return (
    <Paper
      withBorder
      p="md"
      component="article"
      aria-label={name}
      style={eligible ? { borderLeft: '6px solid var(--mantine-color-blue-filled)' } : undefined}
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            <Anchor component={Link} to={`/userprofile/${row.id}`} fw={700}>
              {name}
            </Anchor>
            <Text size="sm" c="dimmed">
              {row.role}
            </Text>
          </Group>
          {eligible && (
            <Badge color="blue" variant="light">
              Bio eligible
            </Badge>
          )}
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="xs" verticalSpacing={4}>
          <TeamCodeField row={row} />
          <Fact label="Teams">{row.teamNames.length ? row.teamNames.join(', ') : 'None'}</Fact>
          <Hours row={row} />
          <ValidSummariesField row={row} />
          <BioStatus row={row} />
          <Fact label="Badges this week">{row.badgesThisWeek}</Fact>
          <Fact label="Uploaded">{row.uploadDate ? formatMoment(row.uploadDate) : 'Not uploaded'}</Fact>
          <Media row={row} />
        </SimpleGrid>
        {row.summary ? (
          <InfoContent html={row.summary} />
        ) : (
          <Text size="sm" c="dimmed">
            No summary this week
          </Text>
        )}
      </Stack>
    </Paper>
  );
});
