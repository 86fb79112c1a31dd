/**
 * What the building portal's tools and equipment say (document 3 §2.9, §5 'Tool type form', §8).
 * Quoted spec text is kept verbatim; the rest is ours, in the same voice.
 */
export const TOOL_MESSAGES = {
  // The tool type form (document 3 §5, §8)
  nameLength: 'A name needs 3 to 15 characters.',
  descriptionLength: 'A description needs 5 to 500 characters.',
  invoiceRequired: 'Please enter the invoice number.',
  invoiceTooLong: 'An invoice number can be at most 50 characters.',
  quantityWhole: 'Please enter a whole number from 1 to 999.',
  unitPriceMin: 'Please enter a unit price of at least 1.',
  unitPriceTooLarge: 'A unit price can be at most 1,000,000.',
  currencyInvalid: 'Please choose a currency: USD, EUR or CAD.',
  purchaseRentalInvalid: 'Please choose purchase or rental.',
  conditionInvalid: 'Please choose new or used.',
  enterDate: 'Enter Date',
  returnAfterRental: 'Return Date must be after Rental Date',
  missingField: 'Missing Required Field',
  shippingInvalid: 'Please enter a shipping fee of 0 or more, at most 1,000,000.',
  taxesInvalid: 'Please enter taxes from 0 to 100 percent.',
  linkInvalid: 'Please enter a web address starting with http:// or https://.',
  phoneInvalid: 'Please enter a phone number of 7 to 15 digits.',
  areaCodeInvalid: 'Please enter an area code of 1 to 5 digits.',
  chooseProject: 'Please choose a project.',
  created: (name: string) => `Created a new Tool Type "${name}" successfully`,
  wrongCategory: 'That item type is not of this page’s category.',
  typeArchived: 'That type is archived; restore it on the item types page first.',

  // The daily log (document 3 §2.9, §8)
  logTitle: 'TOOL/EQUIPMENT DAILY ACTIVITIES LOG',
  nothingToLog: 'There are no tools to check in/out for this project.',
  chooseCodes: 'Please choose at least one code.',
  tooManyCodes: 'Check in or out at most 100 units at once.',
  checkedOut: (name: string, code: string) => `Check Out successful for ${name} ${code}`,
  checkedIn: (name: string, code: string) => `Check In successful for ${name} ${code}`,
  notAvailable: (name: string, code: string) => `${name} with code ${code} is not available for Check Out`,
  notHeld: (name: string, code: string) => `${name} with code ${code} is not checked out, so it cannot be checked in`,
  notYours: (name: string, code: string) =>
    `${name} with code ${code} is held by someone else; only they, or someone who manages tools, can check it in`,
  unitNotFound: 'That tool or piece of equipment does not exist.',
  notInProject: 'That unit is not on this project.',
  holderNotFound: 'That external team member does not exist.',

  // The update-status form (document 3 §3)
  statusInvalid: 'Please choose a status.',
  lastUsedByTooLong: 'A name can be at most 100 characters.',
  lastUsedForTooLong: 'What it was used for can be at most 200 characters.',
  updateDescriptionTooLong: 'A description can be at most 500 characters.',
  noteTooLong: 'A note can be at most 500 characters.',
  noteRequired: 'Please write the note to send.',
  futureDate: 'The update date cannot be in the future.',
  retired: 'This unit is out of use (end of life or returned); it takes no more updates.',
  updateSaved: 'Status updated.',

  // Lists
  noItems: 'No items data',
  noEquipment: 'No equipments data available',
  expired: 'Expired',
} as const;
