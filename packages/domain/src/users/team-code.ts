/**
 * Team codes (document 1 §5). The general rule: empty; or one character, a dash and 3 to 5
 * letters or digits; or 5 to 7 letters or digits; or any character, a dash and 3 of them.
 * On a profile save only 5 to 7 characters are valid.
 */
const GENERAL = [/^$/, /^[A-Za-z0-9]-[A-Za-z0-9]{3,5}$/, /^[A-Za-z0-9]{5,7}$/, /^.-[A-Za-z0-9]{3}$/];

export function isValidTeamCode(code: string): boolean {
  return GENERAL.some((rule) => rule.test(code));
}

export function isValidProfileTeamCode(code: string): boolean {
  return code === '' || (code.length >= 5 && code.length <= 7 && isValidTeamCode(code));
}
