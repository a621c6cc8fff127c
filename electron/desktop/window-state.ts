/**
 * The window's size and place, remembered in the data folder (window-state.json, owner-only) so
 * the app opens where the person left it, unless that place is no longer on any screen (a
 * second monitor unplugged since), in which case it opens centred at the remembered size.
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { DEFAULT_WINDOW_PLACE, MIN_WINDOW_SIZE, type WindowPlace } from '../window';

const Coordinate = z.number().int().min(-100_000).max(100_000);
const Size = z.number().int().min(1).max(100_000);

const SavedWindowState = z.object({
  x: Coordinate,
  y: Coordinate,
  width: Size,
  height: Size,
  maximized: z.boolean().catch(false),
});
export type SavedWindowState = z.infer<typeof SavedWindowState>;

export interface Rectangle {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** What the window opens with: its place (or only a size, to be centred) and whether maximised. */
export interface WindowStart {
  place: WindowPlace;
  maximized: boolean;
}

export function windowStateFile(dataDir: string): string {
  return join(dataDir, 'window-state.json');
}

/** The remembered state, or null when there is none or the file is not what this app wrote. */
export function loadWindowState(file: string): SavedWindowState | null {
  try {
    const parsed = SavedWindowState.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Writes the state whole (a temporary file renamed over the old one), readable by its owner only. */
export function saveWindowState(file: string, state: SavedWindowState): void {
  const temporary = `${file}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(state)}\n`, { mode: 0o600 });
  renameSync(temporary, file);
}

/** How much of the window's top must show on a screen for its place to be kept (to grab and move it). */
const VISIBLE_ENOUGH = { width: 100, height: 40 };

function overlap(a: Rectangle, b: Rectangle): { width: number; height: number } {
  return {
    width: Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x),
    height: Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y),
  };
}

/**
 * Where to open, given what was saved and the screens' work areas now: the saved place if its top
 * edge shows on a screen, else centred; a size no smaller than the window's minimum and no larger
 * than the largest screen.
 */
export function windowStart(saved: SavedWindowState | null, workAreas: readonly Rectangle[]): WindowStart {
  if (!saved) return { place: { ...DEFAULT_WINDOW_PLACE }, maximized: false };
  const largest = workAreas.reduce<{ width: number; height: number } | null>(
    (big, area) => ({ width: Math.max(big?.width ?? 0, area.width), height: Math.max(big?.height ?? 0, area.height) }),
    null,
  );
  const width = Math.max(MIN_WINDOW_SIZE.width, Math.min(saved.width, largest?.width ?? saved.width));
  const height = Math.max(MIN_WINDOW_SIZE.height, Math.min(saved.height, largest?.height ?? saved.height));
  const titleBar = { x: saved.x, y: saved.y, width, height: VISIBLE_ENOUGH.height };
  const shows = workAreas.some((area) => {
    const seen = overlap(titleBar, area);
    return seen.width >= VISIBLE_ENOUGH.width && seen.height >= VISIBLE_ENOUGH.height;
  });
  return { place: shows ? { x: saved.x, y: saved.y, width, height } : { width, height }, maximized: saved.maximized };
}

/** What a window can tell about itself (Electron's BrowserWindow has all of it). */
export interface MeasurableWindow {
  getNormalBounds(): Rectangle;
  isMaximized(): boolean;
  isFullScreen(): boolean;
}

/** The state to remember as the window closes: its normal bounds, even while maximised. */
export function currentWindowState(window: MeasurableWindow): SavedWindowState {
  const bounds = window.getNormalBounds();
  return {
    x: Math.round(bounds.x),
    y: Math.round(bounds.y),
    width: Math.round(bounds.width),
    height: Math.round(bounds.height),
    maximized: window.isMaximized() || window.isFullScreen(),
  };
}
