const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * The date format of `locale` with `options`, made once and kept: making one costs 60 µs or more
 * (ICU's locale data and patterns; about four times that on a phone), formatting with a kept one ~1 µs.
 */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, format);
  }
  return format;
}

/**
 * The calendar date (YYYY-MM-DD) of an instant in a time zone: a day ends at local midnight, so
 * daylight saving cannot shift it. The one rule the API (streak, weeks, exam year) and the SPA share.
 */
export function localDateIn(at: Date, timeZone: string): string {
  return dateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}
