/** The teams, projects, WBS and task trees of the demo organisation. */
export const DEMO_TEAMS = [
  { teamName: 'Earthbag Builders', teamCode: 'B-EBV' },
  { teamName: 'Platform Developers', teamCode: 'S-DEV' },
  { teamName: 'Food and Gardens', teamCode: 'F-GRD' },
  { teamName: 'Outreach and Media', teamCode: 'O-MED' },
] as const;

export interface DemoTask {
  name: string;
  estimatedHours: number;
  children?: DemoTask[];
}

export interface DemoProject {
  projectName: string;
  category: string;
  team: number;
  wbs: { wbsName: string; tasks: DemoTask[] }[];
}

/** A task the size of its work: hours a volunteer team would plausibly estimate for it. */
const t = (name: string, estimatedHours: number): DemoTask => ({ name, estimatedHours });
/** A task made of subtasks: its estimate is theirs added up. */
const parent = (name: string, children: DemoTask[]): DemoTask => ({
  name,
  estimatedHours: children.reduce((sum, c) => sum + c.estimatedHours, 0),
  children,
});

export const DEMO_PROJECTS: DemoProject[] = [
  {
    projectName: 'Earthbag Village',
    category: 'Housing',
    team: 0,
    wbs: [
      {
        wbsName: 'Site and Foundations',
        tasks: [
          parent('Survey the building plots', [t('Measure plot boundaries', 16), t('Record soil test results', 20)]),
          parent('Design the rubble-trench foundation', [t('Draw foundation sections', 40), t('Check drainage levels', 24)]),
          t('Order gravel and bags', 8),
        ],
      },
      {
        wbsName: 'Dome Construction',
        tasks: [
          parent('Build the first training dome', [t('Lay the first five courses', 160), t('Fit the door and window forms', 48)]),
          t('Write the dome build manual', 60),
        ],
      },
    ],
  },
  {
    projectName: 'Goodhours Platform',
    category: 'Other',
    team: 1,
    wbs: [
      {
        wbsName: 'Time Tracking',
        tasks: [
          parent('Design the shared timer', [t('Write the timer state rules', 12), t('Plan reconnect behaviour', 10)]),
          t('Build the weekly time log', 60),
        ],
      },
      {
        wbsName: 'Reports',
        tasks: [t('Draft the people report', 20), t('Add CSV export to reports', 8)],
      },
    ],
  },
  {
    projectName: 'Aquaponics Greenhouse',
    category: 'Food',
    team: 2,
    wbs: [
      {
        wbsName: 'System Design',
        tasks: [
          parent('Size the fish tanks and grow beds', [t('Calculate water volumes', 10), t('Choose fish species', 6)]),
          t('Plan the plant rotation', 12),
        ],
      },
    ],
  },
  {
    projectName: 'Solar Microgrid',
    category: 'Energy',
    team: 1,
    wbs: [
      {
        wbsName: 'Load and Supply',
        tasks: [t('Estimate village energy load', 24), t('Compare battery chemistries', 16), t('Lay out the panel field', 32)],
      },
    ],
  },
  {
    projectName: 'Sustainability Courses',
    category: 'Education',
    team: 3,
    wbs: [
      {
        wbsName: 'Course Material',
        tasks: [
          parent('Write the earth building module', [t('Film the mixing demonstration', 12), t('Edit module videos', 30)]),
          t('Publish the course page', 6),
        ],
      },
    ],
  },
];

/** Notes for demo time entries: more than ten words, with a real https link to the work. */
export const DEMO_NOTES = [
  'Worked through the measurements with the team and updated the shared plan document here: https://docs.google.com/document/d/1demoPlanSheet/edit',
  'Reviewed the open pull request, left comments on the edge cases and pushed two small fixes: https://github.com/goodhours-demo/platform/pull/42',
  'Drafted the next section of the guide and added photos from the site visit to the folder: https://www.dropbox.com/scl/fo/demo-site-photos',
  'Researched suppliers and compared prices for materials, then summarised the options in the spreadsheet: https://docs.google.com/spreadsheets/d/1demoSuppliers/edit',
  'Met with the mentor to plan next week, then wrote up the action items and shared them: https://docs.google.com/document/d/1demoActionItems/edit',
  'Tested the new screens on a phone and a laptop and filed the problems I found: https://github.com/goodhours-demo/platform/pull/57',
];
