import { type FormDefinitionInput, jobContracts } from '@goodhours/domain';
import { expect } from 'vitest';
import { api } from '../../test/api.js';
import type { TestApp } from '../../test/harness.js';

/** A job ad's fields as the Owner types them. */
export const jobFields = (overrides: Record<string, unknown> = {}) => ({
  title: 'Garden coordinator',
  category: 'Gardening',
  description: '<p>Plan the <strong>community garden</strong> beds.</p>',
  ...overrides,
});

/** An application form with a required dropdown, as the journey builds it (after the name and email every job form starts with). */
export const applicationForm: FormDefinitionInput = {
  title: 'Apply: garden coordinator',
  questions: [
    { id: 'name', text: 'Your name', type: 'textbox', required: true },
    { id: 'email', text: 'Your email', type: 'email', required: true },
    { id: 'shift', text: 'Preferred shift', type: 'dropdown', options: ['Morning', 'Evening'], required: true },
  ],
};

/** Creates a job, saves its application form and publishes it; answers the job's id. */
export async function publishedJob(t: TestApp, token: string, overrides: Record<string, unknown> = {}): Promise<string> {
  const made = await api(t, token).call(jobContracts.create, { body: jobFields(overrides) });
  expect(made.statusCode).toBe(201);
  const id = made.json<{ id: string }>().id;
  expect((await api(t, token).call(jobContracts.saveForm, { params: { id }, body: applicationForm })).statusCode).toBe(200);
  expect(
    (await api(t, token).call(jobContracts.update, { params: { id }, body: { ...jobFields(overrides), isPublished: true } })).statusCode,
  ).toBe(200);
  return id;
}
