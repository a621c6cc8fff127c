import { describe, expect, it } from 'vitest';
import { isMeteredConnection } from '../../../electron/desktop/metered';

const answering = (text: string) => () => Promise.resolve(text);
const failing = () => Promise.reject(new Error('not found'));

describe('a metered connection', () => {
  it.each([
    ['Unrestricted', false],
    ['Fixed', true],
    ['Variable', true],
    ['Unknown', null],
  ])('Windows says %s → %s', async (cost, metered) => {
    expect(await isMeteredConnection('win32', answering(`${cost}\r\n`))).toBe(metered);
  });

  it.each([
    ['u 0', null],
    ['u 1', true],
    ['u 2', false],
    ['u 3', true],
    ['u 4', false],
    ['garbage', null],
  ])('NetworkManager says %s → %s', async (answer, metered) => {
    expect(await isMeteredConnection('linux', answering(`${answer}\n`))).toBe(metered);
  });

  it('is unknown when the system cannot be asked, and on macOS', async () => {
    expect(await isMeteredConnection('linux', failing)).toBeNull();
    expect(await isMeteredConnection('win32', failing)).toBeNull();
    expect(await isMeteredConnection('darwin', answering('anything'))).toBeNull();
  });
});
