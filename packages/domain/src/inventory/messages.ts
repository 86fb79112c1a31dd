import { categoryNoun, type InventoryCategory } from './categories.js';

/**
 * What the inventory area says (document 3 §2.9, §4 Equipment type, §8). Quoted spec text is kept
 * verbatim; the rest is ours, in the same voice.
 */
export const INVENTORY_MESSAGES = {
  // Inventory types (document 3 §4 Equipment type, §8)
  typeAdded: (category: InventoryCategory) => `Success: new ${categoryNoun(category)} type added.`,
  typeExists: 'Error: that type already exists.',
  typeNameRequired: 'Please enter a name.',
  typeNameTooLong: 'A name can be at most 60 characters.',
  descriptionTooLong: 'Exceeds maximum character limit (150).',
  categoryInvalid: 'Please choose a category: Materials, Consumables, Equipments, Tools or Reusables.',
  unitRequired: 'Please enter a unit, for example bags, m or each.',
  unitTooLong: 'A unit can be at most 20 characters.',
  chooseType: 'Please choose an item type.',
  typeNotFound: 'That item type does not exist.',
  fuelInvalid: 'Please choose a fuel: Diesel, Biodiesel, Gasoline, Natural Gas or Ethanol.',
  fuelOnlyForEquipment: 'Only equipment types have a fuel.',
  archivedFilterInvalid: "Please choose which types to show: 'exclude', 'include' or 'only' archived ones.",

  // Quantities and costs (document 1 §9: costs in USD)
  quantityRequired: 'Please enter a quantity greater than 0.',
  quantityTooLarge: 'A quantity can be at most 1,000,000.',
  quantityNotNegative: 'A quantity cannot be below 0.',
  costInvalid: 'Please enter a cost of 0 or more, in US dollars.',
  costTooLarge: 'A cost can be at most $10,000,000 at a time.',
  totalCostTooLarge: 'The total cost of this item would be too large.',
  moreThanAvailable: (available: string, unit: string) => `Only ${available} ${unit} available.`,
  noteTooLong: 'A note can be at most 500 characters.',
  noteRequired: 'Please say why you are correcting this item.',
  nothingToCorrect: 'Please change the quantity or the cost.',

  // Places
  projectNotFound: 'That project does not exist.',
  projectArchived: 'That project is archived and cannot receive stock.',
  wbsNotInProject: 'That WBS does not belong to the project.',
  chooseProject: 'Please choose a project.',
  itemNotFound: 'That inventory item does not exist.',
  samePlace: 'The item is already there. Choose another project or WBS.',

  // Screen
  projectLevel: 'Project level',
  emptyProject: 'This project has no inventory yet.',
  emptyWbs: 'This WBS has no inventory yet.',
  emptyCategory: 'No items in this category.',
  noTypes: 'No item types yet. Create one below.',
  noHistory: 'No changes recorded yet.',
  none: 'None yet',
  itemAdded: 'Item added to the inventory.',
  wasteRecorded: 'Waste recorded.',
  transferred: 'Stock transferred.',
  itemUpdated: 'Item corrected.',
} as const;
