import type { RouteObject } from 'react-router';
import { wide } from './route-width';

/**
 * The building portal's pages (document 3 §2.9; decision 070), each loaded when opened; routes.tsx
 * puts them behind the portal's guard. The project dashboard is still the portal's placeholder.
 */
export const buildingRoutes: RouteObject[] = [
  {
    path: 'bmdashboard/AddTeamMember',
    lazy: () => import('./features/building/add-team-member-page').then((m) => ({ Component: m.AddTeamMemberPage })),
  },
  ...['bmdashboard/inventory/types', 'bmdashboard/inventorytypes'].map((path) =>
    wide({ path, lazy: () => import('./features/building/item-types-page').then((m) => ({ Component: m.ItemTypesPage })) }),
  ),
  {
    path: 'bmdashboard/equipment/add',
    lazy: () => import('./features/building/equipment-type-form-page').then((m) => ({ Component: m.EquipmentTypeFormPage })),
  },
  // Tools and equipment (issue 44): the tool type form and the daily log of check-outs and check-ins.
  {
    path: 'bmdashboard/tools/add',
    lazy: () => import('./features/building/tool-type-page').then((m) => ({ Component: m.ToolTypePage })),
  },
  {
    path: 'bmdashboard/tools/log',
    lazy: () => import('./features/building/tool-log-page').then((m) => ({ Component: m.ToolLogPage })),
  },
  // Tools and equipment, one row per unit, each unit's page and its update-status form (issue 44).
  // The static segments above (add, log, purchase) rank before `:unitId`.
  ...(
    [
      ['tools', 'Tools'],
      ['equipment', 'Equipments'],
    ] as const
  ).flatMap(([page, category]): RouteObject[] => [
    wide({
      path: `bmdashboard/${page}`,
      lazy: () =>
        import('./features/building/unit-list-page').then(({ UnitListPage }) => ({
          element: <UnitListPage key={category} category={category} />,
        })),
    }),
    {
      path: `bmdashboard/${page}/:unitId`,
      lazy: () =>
        import('./features/building/unit-detail-page').then(({ UnitDetailPage }) => ({
          element: <UnitDetailPage key={category} category={category} />,
        })),
    },
    {
      path: `bmdashboard/${page}/:unitId/update`,
      lazy: () =>
        import('./features/building/unit-update-page').then(({ UnitUpdatePage }) => ({
          element: <UnitUpdatePage key={category} category={category} />,
        })),
    },
  ]),
  // Stock (decision 070): the portal's home (the project picker), and each category's list, log of use and additions.
  {
    path: 'bmdashboard',
    lazy: () => import('./features/building/project-picker-page').then((m) => ({ Component: m.ProjectPickerPage })),
  },
  ...(['Materials', 'Consumables', 'Reusables'] as const).map((category) =>
    wide({
      path: `bmdashboard/${category.toLowerCase()}`,
      lazy: () =>
        import('./features/building/stock-list-page').then(({ StockListPage }) => ({
          element: <StockListPage key={category} category={category} />,
        })),
    }),
  ),
  ...(
    [
      ['bmdashboard/materials/update', 'Materials'],
      ['bmdashboard/logMaterial', 'Materials'],
      ['bmdashboard/consumables/update', 'Consumables'],
      ['bmdashboard/reusables/update', 'Reusables'],
    ] as const
  ).map(([path, category]) => ({
    path,
    lazy: () =>
      import('./features/building/stock-log-page').then(({ StockLogPage }) => ({
        element: <StockLogPage key={category} category={category} />,
      })),
  })),
  ...(['Materials', 'Consumables'] as const).map((category) => ({
    path: `bmdashboard/${category.toLowerCase()}/add`,
    lazy: () =>
      import('./features/building/stock-add-page').then(({ StockAddPage }) => ({
        element: <StockAddPage key={category} category={category} />,
      })),
  })),
  // Purchase requests: one form for the five categories' pages, and the list where they are decided.
  ...(
    [
      ['materials', 'Materials'],
      ['consumables', 'Consumables'],
      ['reusables', 'Reusables'],
      ['tools', 'Tools'],
      ['equipment', 'Equipments'],
    ] as const
  ).map(([page, category]) => ({
    path: `bmdashboard/${page}/purchase`,
    lazy: () =>
      import('./features/building/purchase-request-page').then(({ PurchaseRequestPage }) => ({
        element: <PurchaseRequestPage key={category} category={category} />,
      })),
  })),
  {
    path: 'bmdashboard/purchases',
    lazy: () => import('./features/building/purchase-requests-page').then((m) => ({ Component: m.PurchaseRequestsPage })),
  },
];
