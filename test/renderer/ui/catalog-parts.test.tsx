import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { createAppRouter } from '../../../renderer/app/router';
import { ALL_PARTS, BASE_PART, loadCatalogParts, loadScreensCatalog, needWords, readyCatalog, setLocalesInUse } from '../../../renderer/ui/catalog-parts';
import { areaOfPlace } from '../../../renderer/ui/feature';

/**
 * The renderer's catalogs in parts (catalog-parts.ts): the first screen's words first, a feature's
 * with its places. A place that did not bring its words would show message ids (or, in
 * development and the tests, throw), so every place must know its area.
 */
describe('a language loaded in parts', () => {
  it('starts with the first screen’s words only, and takes a feature’s when one of its places asks', async () => {
    setLocalesInUse(['ar']);
    const catalog = await loadCatalogParts('ar');
    expect(catalog!['app.name']).toBeDefined();
    expect(catalog!['moderation.inbox.title']).toBeUndefined();
    await needWords('moderation');
    // The same object, grown: the IntlProvider holding it needs no new one.
    expect(catalog!['moderation.inbox.title']).toBeDefined();
    expect(await loadCatalogParts('ar')).toBe(catalog);
  });

  it('changes language in one chunk with every screen’s words, the core’s too, and no file’s or menu’s', async () => {
    setLocalesInUse(['es']);
    const catalog = (await loadScreensCatalog('es'))!;
    for (const id of ['app.name', 'moderation.inbox.title', 'settings.title', 'desk.action.about']) expect(catalog[id], id).toBeDefined();
    expect(Object.keys(catalog).some((id) => id.startsWith('bridge.'))).toBe(true);
    expect(Object.keys(catalog).some((id) => /^(files|notify|desktop|phone)\./.test(id))).toBe(false);
    // Ready for any place at once, and what a place asks for later needs no other chunk.
    expect(readyCatalog('es')).toBe(catalog);
    await needWords('visits');
    expect(await loadScreensCatalog('es')).toBe(catalog);
  });

  it('gives every place of every feature its area, which has words of its own or none at all', () => {
    const router = createAppRouter(createMemoryHistory());
    const places = Object.values(router.routesById).filter((route) => route.options.component && 'preload' in route.options.component);
    expect(places.length).toBeGreaterThan(15);
    for (const route of places) {
      const area = areaOfPlace(route.options.component);
      expect(area, route.id).toMatch(/^[a-z-]+$/);
      expect(ALL_PARTS.includes(area!) || !['moderation', 'memorials', 'desk'].includes(area!), route.id).toBe(true);
    }
    expect(ALL_PARTS).toContain(BASE_PART);
    // The moderation's places are made at its feature.tsx's top, before its routes: told all the same.
    expect(places.filter((route) => areaOfPlace(route.options.component) === 'moderation').map((route) => route.id)).toHaveLength(2);
  });
});
