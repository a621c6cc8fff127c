/**
 * The Memorial Service the app talks to now: the saved setting, unless this run was started with
 * another (`--service`, the demo's sandbox), until the person changes it in Settings. Accounts are
 * bound to the service they signed in at (`identity`), so a token goes only to its own service.
 */
export class ServiceAddress {
  private current: string;
  private readonly first: string;

  /**
   * `stableIdentity`: what accounts are bound to when the first address is not stable (the
   * embedded demo sandbox takes a new port each start); used only while the app talks to it.
   */
  constructor(
    url: string,
    private readonly stableIdentity?: string,
  ) {
    this.current = url;
    this.first = url;
  }

  get url(): string {
    return this.current;
  }

  use(url: string): void {
    this.current = url;
  }

  identity(): string {
    return this.stableIdentity && this.current === this.first ? this.stableIdentity : this.current;
  }
}
