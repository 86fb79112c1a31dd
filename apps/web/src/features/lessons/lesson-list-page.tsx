import { ACCESS_RULES, LESSON_MESSAGES as M, type LessonFilter, type LessonSort } from '@goodhours/domain';
import { Alert, Button, Container, Group, Pagination, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPencilPlus, IconTags } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useLessons } from '../../api/lessons';
import { useCan } from '../../auth/use-session';
import { PageSkeleton } from '../../components/page-skeleton';
import { PageTitle } from '../../components/page-title';
import { LessonCard } from './lesson-card';
import { LessonListControls } from './lesson-list-controls';
import { isBuildingPath, lessonFormPath } from './lesson-paths';
import { TagManager } from './tag-manager';

const SEARCH_PAUSE_MS = 300;

/**
 * /lessonlist and /bmdashboard/lessonlist (document 3 §2.7): the lessons the person may read, as
 * cards that open and close one by one (or all at once), filtered, ordered and searched, 10 a page;
 * the way to write one, and the tag catalogue.
 */
export function LessonListPage() {
  const building = isBuildingPath(useLocation().pathname);
  const { canAccess } = useCan();
  const [filter, setFilter] = useState<LessonFilter>('none');
  const [sort, setSort] = useState<LessonSort>('newest');
  const [text, setText] = useState('');
  const [search] = useDebouncedValue(text, SEARCH_PAUSE_MS);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const [managingTags, setManagingTags] = useState(false);
  const list = useLessons({ filter, sort, search, page });
  const data = list.data;
  const lastPage = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  const toggle = (id: string) =>
    setOpen((before) => {
      const next = new Set(before);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const changing =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  return (
    <Container fluid px={0}>
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <PageTitle infoName="lessons">Lessons Learned</PageTitle>
          <Group gap="xs">
            <Button variant="default" leftSection={<IconTags size={16} />} onClick={() => setManagingTags(true)}>
              Tags
            </Button>
            <Button component={Link} to={lessonFormPath(building)} leftSection={<IconPencilPlus size={16} />}>
              Write a lesson
            </Button>
          </Group>
        </Group>
        <LessonListControls
          search={text}
          onSearch={changing(setText)}
          filter={filter}
          onFilter={changing(setFilter)}
          sort={sort}
          onSort={changing(setSort)}
        />
        <Group justify="space-between" gap="xs">
          <Text size="sm" role="status" aria-label="Lessons found">
            {data
              ? data.total === 0
                ? search.trim() || filter !== 'none'
                  ? M.noMatches
                  : M.noLessons
                : `${String(data.total)} ${data.total === 1 ? 'lesson' : 'lessons'}`
              : ''}
          </Text>
          <Group gap="xs">
            <Button size="xs" variant="default" onClick={() => setOpen(new Set(data?.lessons.map((l) => l.id)))}>
              Expand All
            </Button>
            <Button size="xs" variant="default" onClick={() => setOpen(new Set())}>
              Collapse All
            </Button>
          </Group>
        </Group>

        {list.isPending && <PageSkeleton rows={6} />}
        {list.isError && !data && (
          <Alert color="red" role="alert">
            {M.loadFailed}
          </Alert>
        )}
        {data && (
          <Stack gap="sm" aria-busy={list.isPlaceholderData} style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
            {data.lessons.map((lesson) => (
              <LessonCard key={lesson.id} lesson={lesson} expanded={open.has(lesson.id)} onToggle={() => toggle(lesson.id)} />
            ))}
            <Group justify="center">
              <Pagination
                total={lastPage}
                value={page}
                onChange={setPage}
                hideWithOnePage
                getItemProps={(p) => ({ 'aria-label': `Page ${String(p)}` })}
              />
            </Group>
          </Stack>
        )}
      </Stack>
      <TagManager opened={managingTags} onClose={() => setManagingTags(false)} canDelete={canAccess(ACCESS_RULES.lessonTags)} />
    </Container>
  );
}
