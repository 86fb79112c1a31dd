/**
 * What the building portal's stock pages say (document 3 §2.9, §8). Quoted spec text is kept
 * verbatim; the rest is ours, in the same voice.
 */
export const STOCK_MESSAGES = {
  // The project picker (document 3 §2.9, §8)
  selectProject: 'Select a project',
  goToDashboard: 'Go to Project Dashboard',
  pleaseSelectProject: 'Please select a project',

  // Logging use and waste (the wording for the 422)
  overAvailable: 'Please check the used and wasted stock values. Either individual values or their sum exceeds the total stock available.',
  nothingLogged: 'Please enter a used or wasted amount.',
  amountInvalid: 'Please enter an amount of 0 or more.',
  amountTooLarge: 'An amount can be at most 1,000,000.',
  percentTooLarge: 'A percent can be at most 100.',
  chooseItem: 'Please choose an item.',
  tooManyRows: 'Log at most 100 items at once.',
  noRows: 'Please log at least one item.',
  sameItemTwice: 'This item is already in the list.',
  logged: (count: number) => (count === 1 ? 'Logged 1 item.' : `Logged ${String(count)} items.`),

  // Minimum and low stock
  minimumInvalid: 'Please enter a minimum of 0 or more, or leave it empty.',
  minimumSaved: 'Minimum saved.',
  lowStock: 'Low stock',

  // Reversals
  reverseKindRefused: 'Only a purchase, a use or a waste can be reversed; a transfer is undone by a transfer back.',
  alreadyReversed: 'This movement was already reversed.',
  isReversal: 'A reversal cannot itself be reversed; record the movement again instead.',
  movementNotFound: 'That movement does not exist.',
  reversed: 'Movement reversed.',

  // Lists
  noStock: 'No stock of this category yet.',
  noMovements: 'No movements yet.',
  stockAdded: 'Stock added.',
} as const;
