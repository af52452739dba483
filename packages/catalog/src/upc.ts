/**
 * UPC-A barcode numbers (GS1 General Specifications): eleven digits and a check digit. The
 * catalogue's numbers start with 4 (04 as EAN-13), among the GS1 prefixes 040–049 kept for numbers a
 * company assigns for its own use, so a fictional catalogue never claims a real manufacturer's number.
 */

export const UPC_PATTERN = /^[0-9]{12}$/;

/** The check digit of eleven digits: three times the odd positions plus the even ones, to the next ten. */
export function upcCheckDigit(body: string): number {
  if (!/^[0-9]{11}$/.test(body)) throw new RangeError(`a UPC-A body has eleven digits, not '${body}'`);
  let sum = 0;
  for (let i = 0; i < 11; i++) sum += Number(body[i]) * (i % 2 === 0 ? 3 : 1);
  return (10 - (sum % 10)) % 10;
}

export function isValidUpc(value: string): boolean {
  return UPC_PATTERN.test(value) && upcCheckDigit(value.slice(0, 11)) === Number(value[11]);
}

/** Four, a company number of the catalogue's own, then the program and item kind positions. */
const UPC_COMPANY = '40735';

export function upcFor(programIndex: number, kindIndex: number): string {
  if (!Number.isInteger(programIndex) || programIndex < 0 || programIndex > 9999) {
    throw new RangeError(`program index ${programIndex} does not fit a UPC`);
  }
  if (!Number.isInteger(kindIndex) || kindIndex < 0 || kindIndex > 99) {
    throw new RangeError(`item kind index ${kindIndex} does not fit a UPC`);
  }
  const body = `${UPC_COMPANY}${String(programIndex).padStart(4, '0')}${String(kindIndex).padStart(2, '0')}`;
  return `${body}${upcCheckDigit(body)}`;
}
