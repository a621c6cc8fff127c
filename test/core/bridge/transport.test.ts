import { describe, expect, it } from 'vitest';
import { exceedsBridgeLimit, utf8Length } from '../../../core/bridge/transport';

/** The bridge's size cap without Node (the phone's page has no Buffer): counted as Buffer counts. */
describe('utf8Length', () => {
  it('counts as Buffer.byteLength does, lone surrogates included', () => {
    for (const text of ['', 'plain', 'café', '€', '漢字', '🌷 for Nana', '\ud83c', 'x\udf37y', '\ud83c\ud83c', 'é'.repeat(1000)]) {
      expect(utf8Length(text), JSON.stringify(text)).toBe(Buffer.byteLength(text, 'utf8'));
    }
  });

  it('gives the same verdict at the limit for text of every width', () => {
    const limit = 1000;
    for (const unit of ['a', 'é', '€', '🌷']) {
      const under = unit.repeat(Math.floor((limit - 2) / Buffer.byteLength(unit)));
      expect(exceedsBridgeLimit(under, limit), unit).toBe(false);
      expect(exceedsBridgeLimit(under + unit, limit), unit).toBe(true);
    }
  });
});
