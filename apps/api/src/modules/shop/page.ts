/** `{count, next, previous}` links of a limit/offset page, relative to the request's own URL. */
export function pageLinks(url: string, count: number, limit: number, offset: number) {
  const make = (o: number) => {
    const u = new URL(url, 'http://local');
    u.searchParams.set('limit', String(limit));
    u.searchParams.set('offset', String(o));
    return `${u.pathname}${u.search}`;
  };
  return {
    count,
    next: offset + limit < count ? make(offset + limit) : null,
    previous: offset > 0 ? make(Math.max(0, offset - limit)) : null,
  };
}
