// Intl number formatters, one per locale and options, made on first use and kept: building one costs milliseconds
// (too much for a table cell, a chart tick, or the popup's and the worker's start), formatting with it does not.
const made = new Map<string, Intl.NumberFormat>();

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = made.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    made.set(key, format);
  }
  return format;
}
