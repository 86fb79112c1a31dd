import type { RouteObject } from 'react-router';
import { wide } from './route-width';

/**
 * The building portal's pages (document 3 §2.9; decision 070), each loaded when opened; routes.tsx
 * puts them behind the portal's guard. Tools, equipment and the project dashboard are still the
 * portal's placeholder.
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
