import { lessonSearchText } from '@goodhours/domain';
import type { Tx } from '../db/client.js';
import { lessonLikes, lessonTags, lessons, projects } from '../db/schema/index.js';

const DAY_MS = 86_400_000;

interface DemoLesson {
  title: string;
  paragraphs: string[];
  tags: string[];
  project: string;
  author: string;
  daysAgo: number;
  /** How many of the likers (in order) like it. */
  likes: number;
}

const LESSONS: DemoLesson[] = [
  {
    title: 'Tamp each course before the next',
    paragraphs: [
      'On the second dome we laid three courses of earthbags before tamping, and the wall bulged outward by almost four centimetres at the springline. Tamping each course while the fill is still damp keeps it level and lets the barbed wire bite.',
      'We now check each course with a level before the wire goes down, and the crew lead signs the course off on the site sheet.',
    ],
    tags: ['Earthbags', 'Walls', 'Quality'],
    project: 'Earthbag Village',
    author: 'manager@demo.goodhours.org',
    daysAgo: 2,
    likes: 5,
  },
  {
    title: 'Order cement two weeks ahead',
    paragraphs: [
      'The supplier’s lead time went from three days to eleven in the rainy season, and the plaster crew stood idle for a week. Order cement and lime two weeks before the work that needs it, and keep five bags in reserve on site.',
    ],
    tags: ['Materials', 'Planning'],
    project: 'Earthbag Village',
    author: 'assistant@demo.goodhours.org',
    daysAgo: 9,
    likes: 3,
  },
  {
    title: 'Test the pump before filling the tanks',
    paragraphs: [
      'We filled the fish tanks before testing the submersible pump and found its float switch stuck. Draining 3,000 litres cost a day. Run the pump in a bucket for ten minutes first, and test the float switch by hand.',
    ],
    tags: ['Water', 'Equipment', 'Commissioning'],
    project: 'Aquaponics Greenhouse',
    author: 'mentor@demo.goodhours.org',
    daysAgo: 20,
    likes: 4,
  },
  {
    title: 'Write the review note with the change',
    paragraphs: [
      'Pull requests that arrived with no note of what to check waited twice as long for review. A three-line note (what changed, how to try it, what might break) got most of them reviewed the same day.',
    ],
    tags: ['Code Review', 'Communication'],
    project: 'Goodhours Platform',
    author: 'volunteer@demo.goodhours.org',
    daysAgo: 34,
    likes: 2,
  },
  {
    title: 'Label every breaker in the combiner box',
    paragraphs: [
      'During the first fault on the microgrid nobody could tell which string a breaker served, and the search took an afternoon. Every breaker now carries the string number and panel row, and the map hangs inside the box door.',
    ],
    tags: ['Electrical', 'Safety'],
    project: 'Solar Microgrid',
    author: 'core@demo.goodhours.org',
    daysAgo: 75,
    likes: 6,
  },
];

/** Lessons learned on the demo projects, with their tags and some likes, spread over the last months. */
export async function seedDemoLessons(tx: Tx, now: Date, idOf: (email: string) => string, likers: string[]): Promise<void> {
  const projectRows = await tx.select({ id: projects.id, name: projects.projectName }).from(projects);
  const projectId = (name: string) => projectRows.find((p) => p.name === name)?.id ?? null;
  const rows = await tx
    .insert(lessons)
    .values(
      LESSONS.map((l) => {
        const content = l.paragraphs.map((p) => `<p>${p}</p>`).join('');
        const at = new Date(now.getTime() - l.daysAgo * DAY_MS);
        return {
          title: l.title,
          content,
          tags: l.tags,
          authorId: idOf(l.author),
          projectId: projectId(l.project),
          totalLikes: l.likes,
          searchText: lessonSearchText({ title: l.title, content, tags: l.tags }),
          createdAt: at,
          updatedAt: at,
        };
      }),
    )
    .returning({ id: lessons.id });
  const likes = rows.flatMap((row, i) =>
    likers.slice(0, LESSONS[i]?.likes ?? 0).map((userId) => ({ lessonId: row.id, userId, createdAt: now })),
  );
  if (likes.length > 0) await tx.insert(lessonLikes).values(likes);
  const tags = [...new Set(LESSONS.flatMap((l) => l.tags))];
  await tx
    .insert(lessonTags)
    .values(tags.map((name) => ({ name, createdAt: now })))
    .onConflictDoNothing();
}
