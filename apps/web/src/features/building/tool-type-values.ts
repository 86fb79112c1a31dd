import {
  TOOL_MESSAGES as M,
  toolTotalPrice,
  toolTypeInput,
  type PurchaseCurrency,
  type ToolTypeInput,
  type UnitCategory,
} from '@goodhours/domain';
import type { FormErrors } from '@mantine/form';
import { issuesByPath, numberOf } from '../../components/form-errors';

/** The tool type form as typed: numbers are '' while empty, dates `YYYY-MM-DD` or ''. */
export interface ToolTypeValues {
  projectId: string;
  name: string;
  description: string;
  invoice: string;
  quantity: number | string;
  unitPrice: number | string;
  currency: PurchaseCurrency;
  purchaseRental: 'purchase' | 'rental';
  condition: 'new' | 'used';
  fromDate: string;
  toDate: string;
  shippingFee: number | string;
  taxes: number | string;
  areaCode: string;
  phoneNumber: string;
  link: string;
}

/** The fields a server refusal may name, to put its messages under them. */
export const TOOL_TYPE_FIELDS: readonly string[] = [
  'projectId',
  'name',
  'description',
  'invoice',
  'quantity',
  'unitPrice',
  'currency',
  'purchaseRental',
  'condition',
  'fromDate',
  'toDate',
  'shippingFee',
  'taxes',
  'areaCode',
  'phoneNumber',
  'link',
];

/** A new form: USD, bought new, nothing else chosen. */
export function emptyToolTypeValues(projectId = ''): ToolTypeValues {
  return {
    projectId,
    name: '',
    description: '',
    invoice: '',
    quantity: '',
    unitPrice: '',
    currency: 'USD',
    purchaseRental: 'purchase',
    condition: 'new',
    fromDate: '',
    toDate: '',
    shippingFee: '',
    taxes: '',
    areaCode: '',
    phoneNumber: '',
    link: '',
  };
}

const blank = (value: number | string) => (typeof value === 'string' ? value.trim() === '' : false);

/**
 * Whether a required field is empty (document 3 §5 'Tool type form'), which the form says once
 * more in its general line 'Missing Required Field'. The return date is required for a rental only.
 */
export function missingRequired(values: ToolTypeValues): boolean {
  const required: (number | string)[] = [
    values.projectId,
    values.name,
    values.description,
    values.invoice,
    values.quantity,
    values.unitPrice,
    values.fromDate,
  ];
  if (values.purchaseRental === 'rental') required.push(values.toDate);
  return required.some(blank);
}

/**
 * The request the form sends, checked by the server's own schema. A purchase sends no return
 * date (its field is disabled). The schema's rental rule runs only once every field parses, so
 * the form asks it itself too: a rental missing its return date says so with the other problems.
 */
export function toolTypeRequest(
  category: UnitCategory,
  values: ToolTypeValues,
): { ok: true; input: ToolTypeInput } | { ok: false; errors: FormErrors } {
  const rental = values.purchaseRental === 'rental';
  const parsed = toolTypeInput.safeParse({
    ...values,
    category,
    quantity: numberOf(values.quantity),
    unitPrice: numberOf(values.unitPrice),
    shippingFee: numberOf(values.shippingFee) ?? 0,
    taxes: numberOf(values.taxes) ?? 0,
    toDate: rental && values.toDate ? values.toDate : undefined,
  });
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors = issuesByPath(parsed.error);
  if (rental && !errors.toDate && (!values.toDate || (values.fromDate !== '' && values.toDate <= values.fromDate))) {
    errors.toDate = M.returnAfterRental;
  }
  return { ok: false, errors };
}

/** The total shown as the form is filled: what is not typed yet counts as nothing. */
export function liveTotal(values: ToolTypeValues): number {
  const n = (value: number | string) => numberOf(value) ?? 0;
  return toolTotalPrice(n(values.unitPrice), n(values.quantity), n(values.taxes), n(values.shippingFee));
}

/** An amount in the form's currency, to the cent: $1,234.50, €1,234.50, CA$1,234.50. */
export function formatInCurrency(amount: number, currency: PurchaseCurrency): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount);
}

/** How many new codes the success toast lists by name; more are counted. */
const CODES_LISTED = 10;

/** The new units' codes, as the toast lists them under the server's message. */
export function newCodesText(codes: readonly string[]): string {
  if (codes.length === 0) return '';
  const listed = codes.slice(0, CODES_LISTED).join(', ');
  const more = codes.length - CODES_LISTED;
  return more > 0 ? `New codes: ${listed} and ${String(more)} more.` : `New codes: ${listed}.`;
}
