/**
 * Listeners by event name: the one registry the core, the Electron preload and the renderer's
 * socket bridge all use. One listener that throws is reported (`onError`: each side logs in its own
 * way; shared/ has no console) and does not stop the others.
 */
export class Listeners<Events extends Record<string, unknown>> {
  private readonly byEvent = new Map<keyof Events, Set<(payload: never) => void>>();

  constructor(private readonly onError: (event: string, error: unknown) => void) {}

  /** Returns the function that removes the listener again. */
  on<E extends keyof Events>(event: E, listener: (payload: Events[E]) => void): () => void {
    let set = this.byEvent.get(event);
    if (!set) this.byEvent.set(event, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
    };
  }

  emit<E extends keyof Events>(event: E, payload: Events[E]): void {
    for (const listener of [...(this.byEvent.get(event) ?? [])]) {
      try {
        (listener as (p: Events[E]) => void)(payload);
      } catch (error) {
        this.onError(String(event), error);
      }
    }
  }

  has(event: keyof Events): boolean {
    return (this.byEvent.get(event)?.size ?? 0) > 0;
  }
}
