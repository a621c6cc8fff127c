import { virtual } from '@guidepup/virtual-screen-reader';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import type { ExportState } from '../../../../shared/api/exports';
import type { DownloadState } from '../../../../shared/bridge/exports';
import type { CopyEntry, CopyProgress } from '../../../../shared/bridge/exports';
import { BridgeCallError } from '../../../../renderer/bridge';
import { useCopyStore } from '../../../../renderer/features/exports/copies-data';
import { useDownloadsStore, useStartedStore } from '../../../../renderer/features/exports/exports-state';
import { expectVisible, family, renderApp } from '../../harness';
import { readToEnd, spokenSince, useScreenReader } from '../../screen-reader';
import { juneEllisCopy, savedFilesMain } from './saved-files';

/**
 * The exports screen (issues 12 and 21) in jsdom, on a fake core: the Memorial Book and the archive,
 * their downloads, and a complete copy.
 */

// The session's memory of started exports, downloads and copies outlives a screen, so each test starts it afresh.
beforeEach(() => {
  useStartedStore.setState({ started: {} });
  useDownloadsStore.setState({ byId: {} });
  useCopyStore.setState({ byMemorial: {} });
});

/** The core preparing an export of June Ellis's memorial, in whatever state `current` holds. */
function exportsMain(current: { state: ExportState }) {
  return savedFilesMain()
    .on('startExport', () => ({ status: 202, data: current.state }))
    .on('getExport', () => ({ status: 200, data: current.state }));
}

describe('exports', () => {
  const preparing: ExportState = {
    export_id: 5,
    type: 'zip',
    status: 'preparing',
    ready: false,
    download_url: null,
    message: "We're preparing the archive for June Ellis.",
  };
  const ready: ExportState = {
    ...preparing,
    status: 'ready',
    ready: true,
    download_url: 'http://127.0.0.1:4010/downloads/5?sig',
    message: 'The archive for June Ellis is ready to download.',
  };

  test('no download is offered before the service says ready; the service’s words are shown as they come', async () => {
    const user = userEvent.setup();
    const current = { state: preparing };
    const bridge = exportsMain(current);
    renderApp(bridge, { at: '/memorials/1/exports' });
    const archive = await screen.findByRole('region', { name: 'Archive of words and tributes (ZIP)' });
    await user.click(within(archive).getByRole('button', { name: 'Prepare the archive' }));
    expectVisible(await within(archive).findByText("We're preparing the archive for June Ellis."));
    expect(screen.queryByRole('button', { name: /^Download/ })).toBeNull();
    current.state = ready;
    await user.click(within(archive).getByRole('button', { name: 'Check now' }));
    expectVisible(await within(archive).findByRole('button', { name: 'Download the archive' }));
    expectVisible(within(archive).getByText('/home/j/Downloads'));
  });

  test('a download’s progress, its end, and the file never named before it is done', async () => {
    const user = userEvent.setup();
    const current = { state: ready };
    const bridge = exportsMain(current);
    const base: DownloadState = {
      id: 'd1',
      accountId: family.id,
      memorialId: 1,
      exportId: 5,
      type: 'zip',
      state: 'starting',
      received: 0,
      total: null,
      folder: '/home/j/Downloads',
      fileName: null,
      archiveId: null,
      message: 'Asking the memorial service for the file…',
      startedAt: '2026-05-01T10:00:00Z',
      finishedAt: null,
    };
    bridge.on('exports.download', () => base).on('downloads.cancel', () => ({ ...base, state: 'downloading' }));
    renderApp(bridge, { at: '/memorials/1/exports' });
    const archive = await screen.findByRole('region', { name: 'Archive of words and tributes (ZIP)' });
    await user.click(within(archive).getByRole('button', { name: 'Prepare the archive' }));
    await user.click(await within(archive).findByRole('button', { name: 'Download the archive' }));
    expect(bridge.callsOf('exports.download')[0]).toEqual({
      accountId: family.id,
      memorialId: 1,
      memorialName: 'June Ellis',
      exportId: 5,
      where: { kind: 'downloads' },
    });
    await bridge.emit('download', { ...base, state: 'downloading', received: 500_000, total: 2_000_000, message: 'Downloading the archive…' });
    const bar = within(archive).getByRole('progressbar');
    expect(bar.getAttribute('value')).toBe('500000');
    expectVisible(within(archive).getByText(/500 kB of 2 MB/));
    await user.click(within(archive).getByRole('button', { name: 'Stop the download' }));
    expect(bridge.callsOf('downloads.cancel')).toEqual([{ id: 'd1' }]);
    await bridge.emit('download', {
      ...base,
      state: 'done',
      received: 2_000_000,
      total: 2_000_000,
      fileName: 'memorial-archive-june.zip',
      archiveId: 'a1',
      message: 'The archive is saved as memorial-archive-june.zip in /home/j/Downloads.',
    });
    expectVisible(await within(archive).findByText('The archive is saved as memorial-archive-june.zip in /home/j/Downloads.'));
    expect(within(archive).queryByRole('progressbar')).toBeNull();
    expect(within(archive).getByRole('link', { name: 'See everything you have saved' }).getAttribute('href')).toBe('/archive');
  });

  test('an export started for one kind never shows on the other (regression: the first export’s id was the other card’s placeholder)', async () => {
    const book: ExportState = {
      export_id: 1,
      type: 'pdf',
      status: 'preparing',
      ready: false,
      download_url: null,
      message: "We're preparing the Memorial Book for June Ellis.",
    };
    const bridge = exportsMain({ state: book });
    renderApp(bridge, { at: '/memorials/1/exports' });
    const bookCard = await screen.findByRole('region', { name: 'Memorial Book (PDF)' });
    const archiveCard = screen.getByRole('region', { name: 'Archive of words and tributes (ZIP)' });
    await userEvent.setup().click(within(bookCard).getByRole('button', { name: 'Prepare the Memorial Book' }));
    expectVisible(await within(bookCard).findByText("We're preparing the Memorial Book for June Ellis."));
    expect(within(archiveCard).queryByText(/Memorial Book for June Ellis/)).toBeNull();
    expectVisible(within(archiveCard).getByRole('button', { name: 'Prepare the archive' }));
  });

  test('the Memorial Book of a memorial without Premium: the explanation, not the raw refusal', async () => {
    const bridge = exportsMain({ state: preparing }).on('startExport', () => {
      throw new BridgeCallError({
        kind: 'invalid',
        status: 422,
        code: 'premium_required',
        message: 'The Memorial Book is part of Premium.',
        retryAfter: null,
        fields: null,
      });
    });
    renderApp(bridge, { at: '/memorials/1/exports' });
    const book = await screen.findByRole('region', { name: 'Memorial Book (PDF)' });
    await userEvent.setup().click(within(book).getByRole('button', { name: 'Prepare the Memorial Book' }));
    expectVisible(await within(book).findByText('The Memorial Book is part of Premium, and this memorial does not have Premium.'));
  });
});

describe('a complete copy', () => {
  test('one action, its progress read aloud step by step, and the copy listed once done', async () => {
    const user = userEvent.setup();
    const copies: CopyEntry[] = [];
    const bridge = savedFilesMain(copies).on('copies.make', (args) => ({
      jobId: args.jobId,
      accountId: family.id,
      memorialId: 1,
      state: 'working',
      step: 0,
      steps: 6,
      message: 'Starting the copy…',
      folder: null,
    }));
    renderApp(bridge, { at: '/memorials/1/exports' });
    let panel = await screen.findByRole('region', { name: 'Keep a complete copy' });
    await user.click(within(panel).getByRole('button', { name: 'Make a complete copy' }));
    const { jobId } = bridge.callsOf('copies.make')[0]!;
    expect(bridge.callsOf('copies.make')[0]).toEqual({ accountId: family.id, jobId, memorialId: 1, memorialName: 'June Ellis' });
    const progress = (over: Partial<CopyProgress>): CopyProgress => ({
      jobId,
      accountId: family.id,
      memorialId: 1,
      state: 'working',
      step: 3,
      steps: 6,
      message: '',
      folder: null,
      ...over,
    });
    await bridge.emit('copy', progress({ message: 'Waiting for the memorial service to finish the archive…' }));
    const words = () => panel.querySelector('.complete-copy__words')!.textContent;
    expect(words()).toBe('Waiting for the memorial service to finish the archive…');
    expect(within(panel).getByRole<HTMLProgressElement>('progressbar', { name: 'Steps done' }).value).toBe(3);
    expect(within(panel).getByRole('button', { name: 'Make a complete copy' }).getAttribute('aria-disabled')).toBe('true');

    // The copy goes on in the core while the person looks elsewhere; back on the screen, it says where it has reached.
    cleanup();
    renderApp(bridge, { at: '/memorials/1/exports' });
    panel = await screen.findByRole('region', { name: 'Keep a complete copy' });
    expect(words()).toBe('Waiting for the memorial service to finish the archive…');
    copies.push(juneEllisCopy);
    await bridge.emit(
      'copy',
      progress({ state: 'done', step: 6, message: `The complete copy is kept in ${juneEllisCopy.folder}.`, folder: juneEllisCopy.folder }),
    );
    expect(words()).toBe(`The complete copy is kept in ${juneEllisCopy.folder}.`);
    expectVisible(await within(panel).findByRole('button', { name: /^Check this copy of \u2068June Ellis\u2069, made November 25, 2026/ }));
  });
});

describe('the Memorial Book, as a screen reader hears it', () => {
  useScreenReader();

  test('preparing it until its download is offered: each step is spoken', async () => {
    const preparing: ExportState = {
      export_id: 9,
      type: 'pdf',
      status: 'preparing',
      ready: false,
      download_url: null,
      message: "We're preparing the Memorial Book for June Ellis.",
    };
    const ready: ExportState = {
      ...preparing,
      status: 'ready',
      ready: true,
      download_url: 'http://127.0.0.1:4010/downloads/9?sig',
      message: 'The Memorial Book for June Ellis is ready to download.',
    };
    const current = { state: preparing };
    const bridge = exportsMain(current);
    const user = userEvent.setup();
    renderApp(bridge, { at: '/memorials/1/exports' });
    const book = await screen.findByRole('region', { name: 'Memorial Book (PDF)' });

    await virtual.start({ container: document.body });
    const heard = await readToEnd();
    expect(heard).toContain('region, Memorial Book (PDF)');
    expect(heard).toContain('button, Prepare the Memorial Book');
    expect(heard.filter((phrase) => /^button, Download/.test(phrase))).toEqual([]);

    const before = heard.length;
    await user.click(within(book).getByRole('button', { name: 'Prepare the Memorial Book' }));
    await waitFor(async () => expect((await spokenSince(before)).join(' | ')).toMatch(/We're preparing the Memorial Book for June Ellis\./));

    const beforeReady = (await virtual.spokenPhraseLog()).length;
    current.state = ready;
    await user.click(within(book).getByRole('button', { name: 'Check now' }));
    await within(book).findByRole('button', { name: 'Download the Memorial Book' });
    await waitFor(async () => expect((await spokenSince(beforeReady)).join(' | ')).toMatch(/The Memorial Book for June Ellis is ready to download\./));
    // Read again from the top: the download is offered now, where the button to prepare it was.
    await virtual.stop();
    await virtual.start({ container: document.body });
    const after = await readToEnd();
    expect(after).toContain('button, Download the Memorial Book');
  });
});
