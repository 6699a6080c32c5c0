/** Where a walk through redirects stopped: an app page (never fetched), or an answer that is not a redirect. */
export interface Walk {
  /** The app page the flow came back to (its path and query), when it did. */
  landed: URL | null;
  status: number;
  body: string;
  location: string | null;
  /** Every URL requested, in order. */
  visited: URL[];
}

/**
 * A browser as far as the sign-in flow needs one: follows redirects by hand and keeps cookies per host (as browsers
 * do, whatever the port), sending them back on every request. Stops on reaching a page of the app (`appOrigin`
 * outside `/oauth2/`), or at `stopAt`.
 */
export class TestBrowser {
  private readonly jar = new Map<string, Map<string, string>>();

  constructor(private readonly appOrigin: string) {}

  cookie(host: string, name: string): string | undefined {
    return this.jar.get(host)?.get(name);
  }

  async walk(start: string, stopAt?: (url: URL) => boolean): Promise<Walk> {
    let url = new URL(start);
    const visited: URL[] = [];
    for (let hop = 0; hop < 20; hop++) {
      if (stopAt?.(url)) return { landed: null, status: 0, body: '', location: url.href, visited };
      visited.push(url);
      const cookies = [...(this.jar.get(url.hostname) ?? new Map<string, string>()).entries()].map(([k, v]) => `${k}=${v}`).join('; ');
      const res = await fetch(url, { redirect: 'manual', headers: cookies ? { cookie: cookies } : {} });
      this.keep(url.hostname, res.headers.getSetCookie());
      const location = res.headers.get('location');
      if (res.status < 300 || res.status >= 400 || !location) return { landed: null, status: res.status, body: await res.text(), location, visited };
      await res.arrayBuffer();
      const next = new URL(location, url);
      if (next.origin === this.appOrigin && !next.pathname.includes('/oauth2/'))
        return { landed: next, status: res.status, body: '', location, visited };
      url = next;
    }
    throw new Error(`too many redirects from ${start}`);
  }

  private keep(host: string, setCookies: string[]): void {
    const cookies = this.jar.get(host) ?? new Map<string, string>();
    this.jar.set(host, cookies);
    for (const header of setCookies) {
      const [pair, ...attributes] = header.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => {
        const [k, v] = a.split('=').map((s) => s.trim().toLowerCase());
        return (k === 'max-age' && Number(v) <= 0) || (k === 'expires' && Date.parse(v) < Date.now());
      });
      if (expired || !value) cookies.delete(name);
      else cookies.set(name, value);
    }
  }
}
