import { LESSON_MESSAGES as M, type Project } from '@goodhours/domain';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { withEditorLayoutStubs } from '../../components/info-editor-jsdom';
import { mockApi, pageCalls } from '../../test/mock-api';
import { renderApp, startSessionAs } from '../../test/render';
import { sessionUserFor } from '../../test/users';
import { LessonFormPage } from './lesson-form-page';

withEditorLayoutStubs();

const volunteer = sessionUserFor('Volunteer');
const slow = { timeout: 5000 };
const project = (n: number, name: string, extra: Partial<Project> = {}): Project => ({
  id: `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`,
  projectName: name,
  category: 'Housing',
  isActive: true,
  isArchived: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  memberCount: 3,
  hoursWorked: 10,
  ...extra,
});
const earthbag = project(1, 'Earthbag Village');
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

function renderForm() {
  return renderApp(`/lessonform/${earthbag.id}`, [
    { path: '/lessonform/:projectId', element: <LessonFormPage /> },
    { path: '/lessonlist', element: <p>The list</p> },
  ]);
}

describe('lesson form page', { timeout: 30_000 }, () => {
  it('checks the form by the server’s rule, then posts the lesson with its appendix and goes to the list', async () => {
    const calls = mockApi(
      {
        'GET /api/projects?archived=include': { body: [earthbag, project(2, 'Old Barn', { isArchived: true })] },
        'GET /api/lessons/tags': { body: ['walls'] },
        'POST /api/lessons': ({ body }) => ({ status: 201, body: { id: earthbag.id, ...(body as object) } }),
      },
      { user: volunteer },
    );
    await startSessionAs(volunteer);
    const { router } = renderForm();

    // Belongs to comes preselected from the address.
    expect(await screen.findByRole('combobox', { name: 'Belongs to' }, slow)).toHaveValue('Earthbag Village');
    await userEvent.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText(M.needTag)).toBeInTheDocument();
    expect(screen.getByText(M.titleRequired)).toBeInTheDocument();
    expect(screen.getByText(M.contentRequired)).toBeInTheDocument();

    await userEvent.type(screen.getByRole('textbox', { name: 'Lesson Title' }), 'Dry the earthbags first');
    act(() => {
      screen.getByRole('textbox', { name: 'Write a Lesson' }).focus();
    });
    await userEvent.keyboard('Let each course dry a day.');
    const tags = screen.getByRole('combobox', { name: 'Tags' });
    await userEvent.type(tags, '  earth   bag {Enter}');
    await userEvent.type(tags, 'Earth Bag{Enter}');
    await userEvent.type(tags, 'walls{Enter}');
    const input = document.querySelector<HTMLInputElement>('input[type=file]');
    if (!input) throw new Error('no file input');
    await userEvent.upload(input, [
      new File([PNG], 'wall.png', { type: 'image/png' }),
      new File([PNG], 'plan.pdf', { type: 'application/pdf' }),
    ]);
    // Judged by content: a picture named .pdf stays out.
    expect(await screen.findByText(M.fileContent('plan.pdf'))).toBeInTheDocument();
    expect(screen.getByText('wall.png (12 B)')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText(M.added, {}, slow)).toBeInTheDocument();
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/lessonlist');
    });
    const post = pageCalls(calls).find((c) => c.method === 'POST');
    expect(post?.body).toEqual({
      title: 'Dry the earthbags first',
      content: '<p>Let each course dry a day.</p>',
      tags: ['earth bag', 'walls'],
      projectId: earthbag.id,
      allowedRoles: [],
      files: [{ fileName: 'wall.png', dataUrl: `data:image/png;base64,${btoa(String.fromCharCode(...PNG))}` }],
    });
  });
});
