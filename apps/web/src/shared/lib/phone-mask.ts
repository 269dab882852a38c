/** Formats digits by a mask where `0` stands for a digit ("+0 (000) 000-00-00"). */
export function applyPhoneMask(digits: string, mask: string): string {
  let out = '';
  let i = 0;
  for (const ch of mask) {
    if (i >= digits.length) break;
    if (ch === '0') {
      out += digits[i];
      i += 1;
    } else {
      out += ch;
    }
  }
  return out;
}

/** How many digits a mask holds. */
export function maskDigits(mask: string): number {
  return mask.split('').filter((c) => c === '0').length;
}

/**
 * The digits after an edit of a masked value. Deleting only a separator (a bracket, a dash) removes
 * the digit before it, so backspace never gets stuck.
 */
export function digitsAfterEdit(previousDigits: string, previousValue: string, nextValue: string): string {
  const next = nextValue.replace(/\D/g, '');
  if (next === previousDigits && nextValue.length < previousValue.length) return next.slice(0, -1);
  return next;
}

/**
 * A spec mask ("+0 (000) 000-00-00") as a react-imask pattern whose country code is fixed:
 * "+{7} (000) 000-00-00" for prefix "79", "+{375} (00) 000-00-00" for "375".
 */
export function imaskPattern(mask: string, prefix: string): string {
  return mask.replace(/^\+(0+)/, (_, zeros: string) => `+{${prefix.slice(0, zeros.length)}}`);
}
