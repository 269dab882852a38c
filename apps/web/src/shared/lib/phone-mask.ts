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
