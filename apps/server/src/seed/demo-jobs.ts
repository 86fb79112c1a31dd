import { APPLICATION_FORM_START, formDefinitionSchema, type FormDefinitionInput } from '@goodhours/domain';
import type { Tx } from '../db/client.js';
import { jobCopyList, jobs } from '../db/schema/index.js';
import { saveDefinition } from '../modules/forms/index.js';

const DAY_MS = 86_400_000;

interface DemoJob {
  title: string;
  category: string;
  paragraphs: string[];
  daysAgo: number;
  published: boolean;
  /** The questions after the applicant's name and email, which every application form asks. */
  questions: FormDefinitionInput['questions'];
}

const JOBS: DemoJob[] = [
  {
    title: 'Front-end developer (React)',
    category: 'Software',
    paragraphs: [
      'Help build the pages our volunteers use every day: time logging, dashboards and reports. You work from an issue with a reviewer beside you.',
      'About 10 hours a week, remote, for at least three months.',
    ],
    daysAgo: 3,
    published: true,
    questions: [
      {
        id: 'experience',
        text: 'Years of experience with React',
        type: 'dropdown',
        options: ['Less than 1', '1 to 3', 'More than 3'],
        required: true,
      },
      { id: 'portfolio', text: 'A link to your code (GitHub or similar)', type: 'short_answer' },
    ],
  },
  {
    title: 'Earthbag builder, weekend crew',
    category: 'Construction',
    paragraphs: [
      'Join the crew raising the village domes: filling, laying and tamping earthbags, under an experienced site lead. No experience needed; gloves and tools provided.',
    ],
    daysAgo: 10,
    published: true,
    questions: [
      {
        id: 'weekends',
        text: 'Which weekends can you come?',
        type: 'multi_select',
        options: ['First', 'Second', 'Third', 'Fourth'],
        required: true,
      },
      { id: 'lifting', text: 'Can you lift 25 kg?', type: 'radio', options: ['Yes', 'No'], required: true },
    ],
  },
  {
    title: 'Community outreach coordinator',
    category: 'Outreach',
    paragraphs: [
      'Tell neighbours, schools and local businesses about our projects, and bring new volunteers to their first day. You plan one event a month with the core team.',
    ],
    daysAgo: 24,
    published: true,
    questions: [
      { id: 'languages', text: 'Languages you speak', type: 'short_answer', required: true },
      { id: 'why', text: 'Why this role?', type: 'paragraph' },
    ],
  },
  {
    title: 'Solar technician (draft)',
    category: 'Energy',
    paragraphs: ['Maintain the microgrid’s panels, batteries and combiner boxes. Electrical certification required.'],
    daysAgo: 1,
    published: false,
    questions: [{ id: 'certified', text: 'Your electrical certification', type: 'short_answer', required: true }],
  },
];

/** Job ads with their application forms (three published on /collaboration, one draft) and a category copy list. */
export async function seedDemoJobs(tx: Tx, now: Date, ownerId: string): Promise<void> {
  for (const job of JOBS) {
    const at = new Date(now.getTime() - job.daysAgo * DAY_MS);
    const definition = formDefinitionSchema.parse({
      title: `Apply: ${job.title}`,
      description: 'We read every application and answer within a week.',
      questions: [...APPLICATION_FORM_START, ...job.questions],
    });
    const { form } = await saveDefinition(tx, { formId: null, kind: 'job', definition, by: ownerId, now: at });
    await tx.insert(jobs).values({
      title: job.title,
      category: job.category,
      description: job.paragraphs.map((p) => `<p>${p}</p>`).join(''),
      datePosted: at,
      formId: form.id,
      isPublished: job.published,
      createdBy: ownerId,
      updatedAt: at,
    });
  }
  await tx.insert(jobCopyList).values([
    { email: 'owner@demo.goodhours.org', category: 'Software', createdAt: now },
    { email: 'manager@demo.goodhours.org', category: 'Construction', createdAt: now },
  ]);
}
