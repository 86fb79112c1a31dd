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

const t = (name: string, estimatedHours: number, children?: DemoTask[]): DemoTask => ({
  name,
  estimatedHours,
  ...(children ? { children } : {}),
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
          t('Survey the building plots', 20, [t('Measure plot boundaries', 8), t('Record soil test results', 12)]),
          t('Design the rubble-trench foundation', 30, [t('Draw foundation sections', 14), t('Check drainage levels', 10)]),
          t('Order gravel and bags', 6),
        ],
      },
      {
        wbsName: 'Dome Construction',
        tasks: [
          t('Build the first training dome', 60, [t('Lay the first five courses', 25), t('Fit the door and window forms', 15)]),
          t('Write the dome build manual', 24),
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
          t('Design the shared timer', 16, [t('Write the timer state rules', 6), t('Plan reconnect behaviour', 6)]),
          t('Build the weekly time log', 24),
        ],
      },
      {
        wbsName: 'Reports',
        tasks: [t('Draft the people report', 12), t('Add CSV export to reports', 8)],
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
          t('Size the fish tanks and grow beds', 18, [t('Calculate water volumes', 6), t('Choose fish species', 4)]),
          t('Plan the plant rotation', 10),
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
        tasks: [t('Estimate village energy load', 14), t('Compare battery chemistries', 10), t('Lay out the panel field', 16)],
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
          t('Write the earth building module', 20, [t('Film the mixing demonstration', 8), t('Edit module videos', 10)]),
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
