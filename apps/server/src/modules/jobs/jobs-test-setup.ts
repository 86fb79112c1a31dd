import { expect } from 'vitest';
import { auth, type TestApp } from '../../test/harness.js';

/** A job ad's fields as the Owner types them. */
export const jobFields = (overrides: Record<string, unknown> = {}) => ({
  title: 'Garden coordinator',
  category: 'Gardening',
  description: '<p>Plan the <strong>community garden</strong> beds.</p>',
  ...overrides,
});

/** An application form with a required dropdown, as the journey builds it. */
export const applicationForm = {
  title: 'Apply: garden coordinator',
  questions: [
    { id: 'name', text: 'Your name', type: 'textbox', required: true },
    { id: 'shift', text: 'Preferred shift', type: 'dropdown', options: ['Morning', 'Evening'], required: true },
  ],
};

export function requester(t: TestApp) {
  return (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, token?: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: token ? auth(token) : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
}

/** Creates a job, saves its application form and publishes it; answers the job's id. */
export async function publishedJob(t: TestApp, token: string, overrides: Record<string, unknown> = {}): Promise<string> {
  const send = requester(t);
  const made = await send('POST', '/api/jobs', token, jobFields(overrides));
  expect(made.statusCode).toBe(201);
  const id = made.json<{ id: string }>().id;
  expect((await send('PUT', `/api/jobs/${id}/form`, token, applicationForm)).statusCode).toBe(200);
  expect((await send('PUT', `/api/jobs/${id}`, token, { ...jobFields(overrides), isPublished: true })).statusCode).toBe(200);
  return id;
}
