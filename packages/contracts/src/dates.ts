const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The calendar date (YYYY-MM-DD) of an instant in a time zone: a day ends at local midnight, so
 * daylight saving cannot shift it. The one rule the API (streak, weeks, exam year) and the SPA share.
 */
export function localDateIn(at: Date, timeZone: string): string {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, f);
  }
  return f.format(at);
}
