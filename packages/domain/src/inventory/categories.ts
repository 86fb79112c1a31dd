/**
 * Inventory categories (document 3 §2.9 and §9: All, Materials, Consumables, Equipments, Tools,
 * Reusables). 'All' is a filter, never a category of a type.
 */
export const INVENTORY_CATEGORIES = ['Materials', 'Consumables', 'Equipments', 'Tools', 'Reusables'] as const;
export type InventoryCategory = (typeof INVENTORY_CATEGORIES)[number];

export const INVENTORY_FILTERS = ['All', ...INVENTORY_CATEGORIES] as const;
export type InventoryFilter = (typeof INVENTORY_FILTERS)[number];

/**
 * Which project total a category counts towards (document 1 §3 Project: totalMaterialsCost and
 * totalEquipmentCost). Materials, Consumables and Reusables are used up or built in: materials.
 * Equipments and Tools are kept and reused: equipment. Every category counts in exactly one total.
 */
export const MATERIAL_CATEGORIES: readonly InventoryCategory[] = ['Materials', 'Consumables', 'Reusables'];
export const EQUIPMENT_CATEGORIES: readonly InventoryCategory[] = ['Equipments', 'Tools'];

export function isInventoryCategory(value: string): value is InventoryCategory {
  return (INVENTORY_CATEGORIES as readonly string[]).includes(value);
}

/** The singular word for a category, as messages use it ('material', 'equipment', ...). */
export function categoryNoun(category: InventoryCategory): string {
  const nouns: Record<InventoryCategory, string> = {
    Materials: 'material',
    Consumables: 'consumable',
    Equipments: 'equipment',
    Tools: 'tool',
    Reusables: 'reusable',
  };
  return nouns[category];
}

/** Items shown under a filter: all of them, or those of one category. */
export function filterByCategory<T extends { category: string }>(items: readonly T[], filter: InventoryFilter): T[] {
  return filter === 'All' ? [...items] : items.filter((item) => item.category === filter);
}
