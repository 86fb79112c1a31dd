/**
 * What the building portal's purchase requests say (document 3 §2.9 the `/…/purchase` pages and
 * the purchase history, §3 purchaseRecord). None of it is quoted spec text; it is ours, in the
 * inventory's voice, and the form and the server say the same.
 */
export const PURCHASE_MESSAGES = {
  // The request form.
  chooseProject: 'Please choose a project.',
  chooseType: 'Please choose an item type.',
  typeNotFound: 'That item type does not exist.',
  typeArchived: 'That item type is archived and can no longer be requested.',
  wrongCategory: 'That item type is not of this page’s category.',
  quantityRequired: 'Please enter a quantity greater than 0.',
  quantityTooLarge: 'A quantity can be at most 1,000,000.',
  wholeQuantity: 'Please enter a whole number from 1 to 999.',
  priorityInvalid: 'Please choose a priority: Low, Medium or High.',
  brandTooLong: 'A brand or model preference can be at most 100 characters.',
  usageTimeTooLong: 'An estimated usage time can be at most 100 characters.',
  usageDescriptionTooLong: 'A usage description can be at most 150 characters.',

  // Deciding and receiving.
  reasonRequired: 'Please say why the request is rejected.',
  reasonTooLong: 'A reason can be at most 500 characters.',
  unitPriceInvalid: 'Please enter a unit price of 0 or more.',
  unitPriceTooLarge: 'A unit price can be at most 1,000,000.',
  totalTooLarge: 'The total of one purchase can be at most 10,000,000.',
  currencyInvalid: 'Please choose a currency: USD, EUR or CAD.',
  requestNotFound: 'That purchase request does not exist.',
  onlyRequester: 'Only the person who made a request can cancel it.',

  // The list's filters and paging.
  statusInvalid: 'Please choose a status: Pending, Approved, Rejected, Received or Cancelled.',
  categoryInvalid: 'Please choose a category: Materials, Consumables, Equipments, Tools or Reusables.',
  limitInvalid: 'Please ask for between 1 and 100 requests.',
  pageInvalid: 'That page of requests does not exist.',

  // Screens.
  requested: 'Purchase request sent. The approvers have been told.',
  approved: 'Request approved.',
  rejected: 'Request rejected.',
  received: 'Received: the stock is added to the project.',
  cancelled: 'Request cancelled.',
  noRequests: 'No purchase requests yet.',
  noMatches: 'No purchase requests match these filters.',
  noHistory: 'No purchases requested yet.',
  noTypes: 'No item types of this category yet.',
  noProjects: 'No project can receive stock.',
  notUsd: 'Only US dollars count towards the project’s costs: other currencies are kept on the request.',
} as const;
