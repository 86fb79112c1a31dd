import { CONTENT_PREVIEW_CHARS, LESSON_MESSAGES as M, type Lesson } from '@goodhours/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, pageCalls, refusal } from '../../test/mock-api';
import { renderApp, startSessionAs } from '../../test/render';
import { sessionUserFor } from '../../test/users';
import { LessonListPage } from './lesson-list-page';

const volunteer = sessionUserFor('Volunteer');
const slow = { timeout: 5000 };
const id = (n: number) => `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`;
const lesson = (n: number, overrides: Partial<Lesson> = {}): Lesson => ({
  id: id(n),
  title: `Lesson ${String(n)}`,
  date: '2026-11-18',
  createdAt: '2026-11-18T18:00:00.000Z',
  content: `<p>What lesson ${String(n)} taught us.</p>`,
  tags: ['walls'],
  author: { id: id(100), name: 'Ana Silva' },
  relatedProject: { id: id(200), name: 'Earthbag Village' },
  allowedRoles: [],
  totalLikes: 0,
  likedByMe: false,
  isAuthor: false,
  files: [],
  ...overrides,
});
const long = `<p>${'Mud and straw. '.repeat(120)}</p><p>The very end.</p>`;
const lessons = [lesson(1, { content: long, isAuthor: true, author: { id: volunteer.userid, name: 'Volunteer Tester' } }), lesson(2)];
const pageOf = (list: Lesson[]) => ({ body: { lessons: list, total: list.length, page: 1, pageSize: 10 } });
const LIST = 'GET /api/lessons?filter=none&sort=newest&page=1';
const renderPage = () => renderApp('/lessonlist', [{ path: '/lessonlist', element: <LessonListPage /> }]);
const titleButton = (name: string) => screen.getByRole('button', { name });

describe('lesson list page', { timeout: 30_000 }, () => {
  it('opens cards one by one and all at once, and cuts long content with Read more', async () => {
    mockApi({ [LIST]: pageOf(lessons) }, { user: volunteer });
    await startSessionAs(volunteer);
    renderPage();

    await screen.findByRole('button', { name: 'Lesson 1' }, slow);
    expect(screen.getByText('2 lessons')).toBeInTheDocument();
    expect(titleButton('Lesson 1')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(/Mud and straw/)).not.toBeInTheDocument();

    await userEvent.click(titleButton('Lesson 1'));
    expect(titleButton('Lesson 1')).toHaveAttribute('aria-expanded', 'true');
    expect(titleButton('Lesson 2')).toHaveAttribute('aria-expanded', 'false');
    const preview = screen.getByText(/Mud and straw/);
    expect(preview.textContent).toMatch(/\.…$/);
    expect(preview.textContent?.length).toBeLessThanOrEqual(CONTENT_PREVIEW_CHARS + 1);
    expect(screen.queryByText('The very end.')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Read more' }));
    expect(screen.getByText('The very end.')).toBeInTheDocument();
    // Only the author is offered the edit and the delete.
    expect(screen.getByRole('button', { name: 'Edit summary' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Expand All' }));
    expect(titleButton('Lesson 2')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('What lesson 2 taught us.')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Edit summary' })).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Collapse All' }));
    expect(titleButton('Lesson 1')).toHaveAttribute('aria-expanded', 'false');
    expect(titleButton('Lesson 2')).toHaveAttribute('aria-expanded', 'false');
  });

  it('sends one like for a double click and shows the server’s count', async () => {
    const calls = mockApi(
      { [LIST]: pageOf(lessons), [`PUT /api/lessons/${id(2)}/like`]: { body: { totalLikes: 4, likedByMe: true } } },
      { user: volunteer },
    );
    await startSessionAs(volunteer);
    renderPage();

    const card = await screen.findByRole('article', { name: 'Lesson 2' }, slow);
    const like = within(card).getByRole('button', { name: 'Like' });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    await userEvent.dblClick(like);

    expect(await within(card).findByText('4 likes', {}, slow)).toBeInTheDocument();
    expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(pageCalls(calls).filter((c) => c.method === 'PUT')).toHaveLength(1);
  });

  it('searches after a pause in typing, and reads the chosen filter', async () => {
    const calls = mockApi(
      {
        [LIST]: pageOf(lessons),
        'GET /api/lessons?filter=none&sort=newest&page=1&search=lime': pageOf([lesson(3, { title: 'Lime plaster' })]),
        'GET /api/lessons?filter=week&sort=newest&page=1&search=lime': pageOf([]),
      },
      { user: volunteer },
    );
    await startSessionAs(volunteer);
    renderPage();
    await screen.findByRole('button', { name: 'Lesson 1' }, slow);

    const search = screen.getByRole('searchbox', { name: 'Search lessons' });
    for (const text of ['l', 'li', 'lim', 'lime']) fireEvent.change(search, { target: { value: text } });
    expect(await screen.findByRole('button', { name: 'Lime plaster' }, slow)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: 'Filter' }));
    await userEvent.click(await screen.findByRole('option', { name: 'This Week' }));
    expect(await screen.findByText('No lessons match.', {}, slow)).toBeInTheDocument();
    await waitFor(() => {
      expect(
        pageCalls(calls)
          .filter((c) => c.path.startsWith('/api/lessons?'))
          .map((c) => c.path),
      ).toEqual([
        '/api/lessons?filter=none&sort=newest&page=1',
        '/api/lessons?filter=none&sort=newest&page=1&search=lime',
        '/api/lessons?filter=week&sort=newest&page=1&search=lime',
      ]);
    });
  });

  it('lets an Administrator delete tags after confirming, all or none, with the spec’s messages', async () => {
    const admin = sessionUserFor('Administrator');
    let deletes = 0;
    const calls = mockApi(
      {
        [LIST]: pageOf([]),
        'GET /api/lessons/tags': { body: ['roof', 'walls'] },
        'DELETE /api/lessons/tags': () => (++deletes === 1 ? refusal(422, 'VALIDATION', M.tagsMissing) : { body: ['walls'] }),
      },
      { user: admin },
    );
    await startSessionAs(admin);
    renderPage();
    expect(await screen.findByText(M.noLessons, {}, slow)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Tags' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tags' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete tags' }));
    expect(within(dialog).getByText(M.chooseTags)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Tags to delete' }));
    await userEvent.click(await screen.findByRole('option', { name: 'roof' }));

    for (const toast of [M.deleteTagsFailed, M.tagsDeleted]) {
      await userEvent.click(within(dialog).getByRole('button', { name: 'Delete tags' }));
      const confirm = await screen.findByRole('dialog', { name: 'Delete tags' });
      expect(within(confirm).getByText(/Delete roof from the tags/)).toBeInTheDocument();
      await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
      expect(await screen.findByText(toast, {}, slow)).toBeInTheDocument();
    }
    expect(screen.getByText(M.tagsMissing)).toBeInTheDocument();
    expect(
      pageCalls(calls)
        .filter((c) => c.method === 'DELETE')
        .map((c) => c.body),
    ).toEqual([{ names: ['roof'] }, { names: ['roof'] }]);
  });

  it('does not offer a volunteer the deletion of tags', async () => {
    mockApi({ [LIST]: pageOf([]), 'GET /api/lessons/tags': { body: ['roof'] } }, { user: volunteer });
    await startSessionAs(volunteer);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Tags' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'Tags' });
    expect(within(dialog).getByRole('textbox', { name: 'New tag' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Delete tags' })).not.toBeInTheDocument();
  });
});
