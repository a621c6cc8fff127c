import { createIntl } from 'react-intl';
import type uPlot from 'uplot';
import { describe, expect, test } from 'vitest';
import { chartSummary, dayWords, visitsWords } from '../../../../renderer/features/visits/visit-words';
import { chartOptions } from '../../../../renderer/features/visits/VisitsChart';
import { loadCatalog } from '../../../../shared/i18n/catalogs';

/** Visits in Spanish and Arabic (issue 32): always visits, in each language's plurals and number style. */
async function intlOf(locale: string, catalog: 'es' | 'ar') {
  return createIntl({
    locale,
    messages: await loadCatalog(catalog),
    onError: (error) => {
      throw error;
    },
  });
}

const day = (d: string, week: number) => ({
  day: d,
  recordedAt: `${d}T12:00:00.000Z`,
  today: 0,
  last_24_hours: 0,
  last_7_days: week,
  last_30_days: 0,
  last_year: 0,
  total: 0,
});

describe('visits in Spanish', () => {
  test('one visit and several, the number written as a Spanish reader writes it', async () => {
    const intl = await intlOf('es-ES', 'es');
    expect(visitsWords(intl, 1)).toBe('1 visita');
    expect(visitsWords(intl, 0)).toBe('0 visitas');
    expect(visitsWords(intl, 12_040)).toBe('12.040 visitas');
  });

  test('the chart in a sentence, with Spanish days', async () => {
    const intl = await intlOf('es-ES', 'es');
    expect(dayWords(intl, '2026-05-01')).toBe('1 de mayo de 2026');
    expect(chartSummary(intl, [day('2026-05-01', 1), day('2026-05-02', 12)])).toBe(
      'Cifras anotadas durante 2 días, del 1 de mayo de 2026 al 2 de mayo de 2026. Visitas en los 7 días anteriores: 1 visita al principio, 12 visitas el último día.',
    );
  });
});

describe('visits in Arabic', () => {
  test('each of the Arabic plural forms', async () => {
    const intl = await intlOf('ar', 'ar');
    const number = (n: number) => intl.formatNumber(n);
    expect(visitsWords(intl, 1)).toBe('زيارة واحدة');
    expect(visitsWords(intl, 2)).toBe('زيارتان');
    expect(visitsWords(intl, 3)).toBe(`${number(3)} زيارات`);
    expect(visitsWords(intl, 11)).toBe(`${number(11)} زيارة`);
  });
});

describe('the chart in Spanish', () => {
  test('its legend, its days and its numbers, axes and pointer alike, in the person’s language and style', async () => {
    const intl = await intlOf('es-ES', 'es');
    const options = chartOptions(600, intl);
    expect(options.series.map((series) => series.label)).toEqual(['Día', 'Visitas en los 7 días anteriores', 'Visitas en los 30 días anteriores']);
    const may1 = new Date(2026, 4, 1).getTime() / 1000;
    const may2 = new Date(2026, 4, 2).getTime() / 1000;
    // A chart within one year: its scale, as uPlot would hand it to the axis.
    const chart = { scales: { x: { min: may1, max: may2 } } } as unknown as uPlot;
    const [days, counts] = options.axes!;
    expect((days!.values as (chart: uPlot, splits: number[]) => string[])(chart, [may1, may2])).toEqual(['1 may', '2 may']);
    expect((counts!.values as (chart: uPlot, splits: number[]) => string[])(chart, [0, 1500])).toEqual(['0', '1500']);
    expect(options.series[0]!.value).toBeTypeOf('function');
    const pointer = options.series[0]!.value as (chart: uPlot, seconds: number | null) => string;
    expect(pointer(chart, may1)).toBe('1 de mayo de 2026');
    const week = options.series[1]!.value as (chart: uPlot, visits: number | null) => string;
    expect(week(chart, 12_040)).toBe('12.040');
  });
});
