import { describe, expect, test } from 'vitest';
import { contrastRatio, contrastsEnough } from '../../../renderer/ui/contrast';

describe('colours', () => {
  test('contrast, as WCAG counts it', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777', '#fff')).toBeCloseTo(4.48, 2);
    expect(contrastsEnough('#5a6b5d', '#ffffff', 3)).toBe(true);
    expect(contrastsEnough('#5a6b5d', '#24211d', 3)).toBe(false);
    expect(contrastsEnough('red', '#ffffff', 3)).toBe(false);
    expect(contrastsEnough(null, '#ffffff', 3)).toBe(false);
  });
});
