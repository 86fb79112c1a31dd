/** Letters (any script) and single spaces between words: names and job titles (document 3 §5). */
const LETTERS_AND_SPACES = /^[\p{L}\p{M}]+(?:\s+[\p{L}\p{M}]+)*$/u;

export function isLettersAndSpaces(value: string): boolean {
  return LETTERS_AND_SPACES.test(value);
}

/** Trims, collapses inner runs of spaces, and capitalises the first letter of each word (the rest is kept as typed). */
export function titleCase(value: string): string {
  return value
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/(^|[\s,(/-])(\p{L})/gu, (_m, before: string, letter: string) => before + letter.toLocaleUpperCase('en'));
}

/** The special characters a setup password needs one of (document 3 §5). */
export const SETUP_PASSWORD_SPECIALS = '!@#$%^&*(),.?":{}|<>';

export function hasSetupPasswordMix(value: string): boolean {
  return /[A-Z]/.test(value) && /[a-z]/.test(value) && /\d/.test(value) && [...value].some((c) => SETUP_PASSWORD_SPECIALS.includes(c));
}

/** Video-call tools offered as the typed text narrows them (document 3 §9). */
export const VIDEO_CALL_SUGGESTIONS = [
  'Microsoft Teams',
  'Zoom',
  'Cisco Webex',
  'Skype',
  'Discord',
  'Google Meet',
  'Facetime',
  'WeChat',
  'Amazon Chime',
] as const;

export function videoCallSuggestions(typed: string): string[] {
  const needle = typed.trim().toLowerCase();
  return VIDEO_CALL_SUGGESTIONS.filter((s) => s.toLowerCase().includes(needle));
}

const ONES = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/** A whole number from 0 to 999 in English words ('one hundred and twenty-three'): the country count's tooltip. */
export function numberInWords(n: number): string {
  if (!Number.isInteger(n) || n < 0 || n > 999) return String(n);
  if (n < 20) return ONES[n] ?? String(n);
  if (n < 100) {
    const tens = TENS[Math.floor(n / 10)] ?? '';
    return n % 10 ? `${tens}-${ONES[n % 10] ?? ''}` : tens;
  }
  const rest = n % 100;
  const hundreds = `${ONES[Math.floor(n / 100)] ?? ''} hundred`;
  return rest ? `${hundreds} and ${numberInWords(rest)}` : hundreds;
}
