import type { z } from 'zod';
import { MESSAGES } from './messages.js';

/**
 * The one place that words zod's problems for people (issue 42, defect 11). A schema that gives
 * its own message keeps it (zod asks the schema first); every other problem is said here, never
 * in zod's own words ('Too big: expected string to have <=100 characters').
 */
type Issue = z.core.$ZodRawIssue;

const n = (value: number | bigint): number => Number(value);

function tooBig(issue: Extract<Issue, { code: 'too_big' }>): string {
  const max = n(issue.maximum);
  switch (issue.origin) {
    case 'string':
      return issue.exact ? MESSAGES.textExactLength(max) : MESSAGES.textTooLong(issue.inclusive === false ? max - 1 : max);
    case 'array':
    case 'set':
      return MESSAGES.tooManyChosen(issue.inclusive === false ? max - 1 : max);
    case 'date':
      return MESSAGES.dateTooLate;
    case 'file':
      return MESSAGES.fileTooBig;
    default:
      return issue.inclusive === false ? MESSAGES.numberBelow(max) : MESSAGES.numberTooBig(max);
  }
}

function tooSmall(issue: Extract<Issue, { code: 'too_small' }>): string {
  const min = n(issue.minimum);
  switch (issue.origin) {
    case 'string':
      if (issue.exact) return MESSAGES.textExactLength(min);
      if (min <= 1) return MESSAGES.fieldRequired;
      return MESSAGES.textTooShort(issue.inclusive === false ? min + 1 : min);
    case 'array':
    case 'set':
      return MESSAGES.tooFewChosen(issue.inclusive === false ? min + 1 : min);
    case 'date':
      return MESSAGES.dateTooEarly;
    default:
      return issue.inclusive === false ? MESSAGES.numberAbove(min) : MESSAGES.numberTooSmall(min);
  }
}

function wrongType(issue: Extract<Issue, { code: 'invalid_type' }>): string {
  if (issue.input === undefined || issue.input === null) return MESSAGES.fieldRequired;
  switch (issue.expected) {
    case 'string':
      return MESSAGES.expectedText;
    case 'number':
    case 'bigint':
      return MESSAGES.expectedNumber;
    case 'int':
      return MESSAGES.expectedWholeNumber;
    case 'boolean':
      return MESSAGES.expectedYesOrNo;
    case 'array':
    case 'set':
    case 'tuple':
      return MESSAGES.expectedList;
    case 'date':
      return MESSAGES.expectedDate;
    default:
      return MESSAGES.invalidInput;
  }
}

function badFormat(issue: Extract<Issue, { code: 'invalid_format' }>): string {
  switch (issue.format) {
    case 'email':
      return MESSAGES.notAnEmail;
    case 'date':
      return MESSAGES.notADate;
    case 'datetime':
      return MESSAGES.notADateTime;
    case 'time':
      return MESSAGES.notATime;
    case 'url':
      return MESSAGES.notAWebAddress;
    case 'uuid':
    case 'uuidv4':
    case 'uuidv6':
    case 'uuidv7':
    case 'guid':
      return MESSAGES.notFound;
    default:
      return MESSAGES.notInTheExpectedForm;
  }
}

/** A union none of whose branches took the value: the one branch of the right type says why. */
function noBranch(issue: Extract<Issue, { code: 'invalid_union' }>): string {
  const near = issue.errors.filter((branch) => !branch.every((i) => i.code === 'invalid_type' && i.path.length === 0));
  return near.length === 1 && near[0]?.[0] ? near[0][0].message : MESSAGES.invalidInput;
}

/** What a person reads for a problem whose schema gave no message. */
export function validationMessage(issue: Issue): string {
  switch (issue.code) {
    case 'too_big':
      return tooBig(issue);
    case 'too_small':
      return tooSmall(issue);
    case 'invalid_type':
      return wrongType(issue);
    case 'invalid_format':
      return badFormat(issue);
    case 'invalid_value':
      return MESSAGES.notAnOption;
    case 'not_multiple_of':
      return MESSAGES.numberNotMultiple(n(issue.divisor));
    case 'unrecognized_keys':
      return MESSAGES.unknownFields(issue.keys.map((k) => `'${k}'`).join(', '));
    case 'invalid_union':
      return noBranch(issue);
    default:
      return MESSAGES.invalidInput;
  }
}

/** zod's own wording (its English locale): nothing a person reads may match it. */
export const ZOD_DEFAULT_WORDING =
  /^(Invalid input|Invalid option|Invalid discriminator|Invalid string|Invalid number|Invalid key in|Invalid value in|Invalid (ISO |IPv|E\.164|MAC |JSON |UUID|GUID|URL|email address|emoji|nanoid|cuid|ULID|XID|KSUID|base64|JWT|IBAN)|Too big|Too small|Unrecognized key|Expected |Required$)/;
