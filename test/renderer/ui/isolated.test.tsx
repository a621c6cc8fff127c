import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isolate } from '../../../shared/i18n/isolate';
import { Isolated } from '../../../renderer/ui/Isolated';

describe('text with isolated names, in the page', () => {
  it('shows each isolated name as a <bdi>, without the invisible marks', () => {
    const { container } = render(
      <h1>
        <Isolated text={`إدارة ذكرى ${isolate("Margaret O'Brien")} و${isolate('June Ellis')} (3)`} />
      </h1>,
    );
    expect([...container.querySelectorAll('bdi')].map((bdi) => bdi.textContent)).toEqual(["Margaret O'Brien", 'June Ellis']);
    expect(container.textContent).toBe("إدارة ذكرى Margaret O'Brien وJune Ellis (3)");
  });

  it('leaves text without one as it is', () => {
    const { container } = render(<Isolated text="Visits" />);
    expect(container.innerHTML).toBe('Visits');
  });
});
