import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectVisible } from './harness';

describe('expectVisible', () => {
  it('passes for an element a person can see', () => {
    render(<p>Shown</p>);
    expectVisible(screen.getByText('Shown'));
  });

  it('fails for one hidden by itself or a parent, or not found', () => {
    render(
      <>
        <div hidden>
          <p>Under a hidden parent</p>
        </div>
        <p style={{ display: 'none' }}>Not displayed</p>
        <p style={{ visibility: 'hidden' }}>Invisible</p>
      </>,
    );
    expect(() => expectVisible(screen.getByText('Under a hidden parent'))).toThrow(/hidden by <div>/);
    expect(() => expectVisible(screen.getByText('Not displayed'))).toThrow(/hidden by <p>/);
    expect(() => expectVisible(screen.getByText('Invisible'))).toThrow(/hidden by <p>/);
    expect(() => expectVisible(document.querySelector('#nowhere'))).toThrow(/was found/);
  });
});
