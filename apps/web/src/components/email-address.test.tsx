import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailAddress } from './email-address';

describe('an e-mail address in running text (issue 42, defect 15)', () => {
  it('reads whole, and may wrap only after the @ and before a dot', () => {
    const { container } = render(<EmailAddress email="chloe.nguyen@demo.goodhours.org" />);
    expect(container).toHaveTextContent('chloe.nguyen@demo.goodhours.org');
    const span = container.querySelector('span')!;
    // Break opportunities sit between the parts, not inside a name.
    expect(span.innerHTML).toBe('chloe<wbr>.nguyen@<wbr>demo<wbr>.goodhours<wbr>.org');
    expect(span.style.overflowWrap).toBe('break-word');
  });
});
