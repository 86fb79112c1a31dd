import { describe, expect, it } from 'vitest';
import { purchaseDecidedMail, purchaseRequestedMail } from './purchase-templates.js';

/** The purchase emails: what they say, and typed text kept as text (never markup, never a second header line). */

const HOSTILE = `<script>alert("x")</script> & 'quoted'\nSecond line`;
const facts = {
  projectName: 'Earthbag Village',
  typeName: 'Cement',
  amount: '12 bags',
  pageUrl: 'https://goodhours.example/bmdashboard/purchases',
};

describe('the purchase emails', () => {
  it('tells an approver what is asked, by whom, for which project and how urgently', () => {
    const mail = purchaseRequestedMail({
      ...facts,
      to: 'admin@x.org',
      requester: 'Maria Lopez',
      priority: 'High',
      brand: 'Holcim',
      usageTime: '',
      usageDescription: '',
    });
    expect(mail).toMatchObject({
      to: 'admin@x.org',
      kind: 'purchase-requested',
      subject: 'Purchase request: 12 bags of Cement for Earthbag Village',
    });
    expect(mail.text).toContain('Maria Lopez asks to buy 12 bags of "Cement" for "Earthbag Village".');
    expect(mail.text).toContain('Holcim');
    expect(mail.text).not.toContain('Estimated usage time');
    expect(mail.html).toContain('href="https://goodhours.example/bmdashboard/purchases"');
  });

  it('tells the requester of an approval, a rejection with its reason, and a receipt', () => {
    const base = { ...facts, to: 'maria@x.org', firstName: 'Maria', by: 'Ada Admin' };
    expect(purchaseDecidedMail({ ...base, outcome: 'Approved' }).text).toContain('was approved by Ada Admin.');
    const rejected = purchaseDecidedMail({ ...base, outcome: 'Rejected', reason: 'Over budget' });
    expect(rejected).toMatchObject({ kind: 'purchase-rejected', subject: 'Purchase request rejected: Cement for Earthbag Village' });
    expect(rejected.text).toContain('The reason given: Over budget');
    expect(purchaseDecidedMail({ ...base, outcome: 'Received', receivedAmount: '11 bags' }).text).toContain(
      'was received by Ada Admin: 11 bags added to the project’s stock.',
    );
  });

  it('escapes typed text everywhere and keeps subjects on one line', () => {
    const requested = purchaseRequestedMail({
      ...facts,
      projectName: HOSTILE,
      typeName: HOSTILE,
      to: 'a@x.org',
      requester: HOSTILE,
      priority: 'Low',
      brand: HOSTILE,
      usageTime: HOSTILE,
      usageDescription: HOSTILE,
    });
    const rejected = purchaseDecidedMail({
      ...facts,
      typeName: HOSTILE,
      to: 'a@x.org',
      firstName: HOSTILE,
      by: HOSTILE,
      outcome: 'Rejected',
      reason: HOSTILE,
    });
    for (const mail of [requested, rejected]) {
      expect(mail.html).not.toContain('<script>');
      expect(mail.html).toContain('&lt;script&gt;');
      expect(mail.subject).not.toContain('\n');
    }
  });
});
