import { TSA_QUESTION_PAGES } from '@goodhours/domain';
import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './tsa-questionnaire.module.css';

/** The header picture (document 3 §2.4): drawn here, sky, sun, hills, a house and a wind turbine; decorative only. */
function HeaderBand() {
  return (
    <svg className={classes.band} viewBox="0 0 800 104" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="tsa-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" className={classes.sky} />
          <stop offset="1" className={classes.skyLow} />
        </linearGradient>
      </defs>
      <rect width="800" height="104" fill="url(#tsa-sky)" />
      <circle cx="660" cy="34" r="18" className={classes.sun} />
      <path d="M0 78 C120 50 240 62 360 72 S600 48 800 66 V104 H0 Z" className={classes.hillFar} />
      <path d="M0 92 C160 74 300 96 460 84 S700 76 800 88 V104 H0 Z" className={classes.hillNear} />
      <path d="M170 86 V66 L190 52 L210 66 V86 Z" className={classes.build} />
      <path d="M560 84 V40 M560 40 L548 22 M560 40 L580 46 M560 40 L552 58" className={classes.line} fill="none" />
    </svg>
  );
}

interface Props {
  /** 1 to 7 for the pages with questions, 8 for the thank-you. */
  page: number;
  title: string;
  children: ReactNode;
}

/** A page of the questionnaire: the light-blue backdrop over the whole page, the sheet with its picture, heading and place. */
export function TsaFrame({ page, title, children }: Props) {
  return (
    <div className={classes.backdrop}>
      <Paper className={classes.sheet} withBorder shadow="sm" radius="md">
        <HeaderBand />
        <Stack p={{ base: 'sm', sm: 'xl' }} gap="lg">
          <Stack gap={4}>
            <Text size="sm" c="dimmed">
              Technical support and advisory questionnaire
              {page <= TSA_QUESTION_PAGES ? ` · Page ${String(page)} of ${String(TSA_QUESTION_PAGES)}` : ''}
            </Text>
            <Title order={1} size="h2">
              {title}
            </Title>
          </Stack>
          {children}
        </Stack>
      </Paper>
    </div>
  );
}
