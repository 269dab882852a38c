/**
 * The `next`/`previous` links of a limit/offset page, relative to the request's own URL (its other
 * query parameters kept). The one helper every paginated list uses.
 */
export function pageLinks(requestUrl: string, count: number, limit: number, offset: number) {
  const at = (o: number) => {
    const url = new URL(requestUrl, 'http://local');
    url.searchParams.set('limit', String(limit));
    url.searchParams.set('offset', String(o));
    return `${url.pathname}${url.search}`;
  };
  return {
    next: offset + limit < count ? at(offset + limit) : null,
    previous: offset > 0 ? at(Math.max(0, offset - limit)) : null,
  };
}
