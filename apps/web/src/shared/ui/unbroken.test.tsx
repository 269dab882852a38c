import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Unbroken } from './unbroken';

describe('Unbroken', () => {
  it('keeps the order number on one line and the text as it was', () => {
    const { container } = render(<Unbroken text="Счёт № P-MIHF3K2A-1B2C от банка" part="P-MIHF3K2A-1B2C" />);
    expect(container.textContent).toBe('Счёт № P-MIHF3K2A-1B2C от банка');
    const spans = container.querySelectorAll('span');
    expect(spans).toHaveLength(1);
    expect(spans[0]?.textContent).toBe('P-MIHF3K2A-1B2C');
    expect(spans[0]?.style.whiteSpace).toBe('nowrap');
  });

  it('wraps every occurrence, and leaves a text without the number alone', () => {
    const twice = render(<Unbroken text="A-1 и A-1" part="A-1" />);
    expect([...twice.container.querySelectorAll('span')].map((s) => s.textContent)).toEqual(['A-1', 'A-1']);
    const none = render(<Unbroken text="Счёт" part="A-1" />);
    expect(none.container.innerHTML).toBe('Счёт');
    const empty = render(<Unbroken text="Счёт" part="" />);
    expect(empty.container.innerHTML).toBe('Счёт');
  });
});
