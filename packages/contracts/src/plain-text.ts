/**
 * Text a person could have typed, for every input that reaches a database or a search: no control
 * characters (PostgreSQL refuses a NUL byte), no lone surrogate halves, no U+FFFD (what a UTF-8
 * decoder puts in place of invalid bytes), and no runs of percent-escaped bytes that a query parser
 * left undecoded because they are not UTF-8.
 */

/** Control characters other than tab, line feed and carriage return; DEL; a surrogate half; U+FFFD. */
function isUnreadable(code: number): boolean {
  return (
    (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) ||
    code === 0x7f ||
    (code >= 0xd800 && code <= 0xdfff) ||
    code === 0xfffd
  );
}

const ESCAPED_HIGH_BYTES = /(?:%[89A-Fa-f][0-9A-Fa-f])+/g;

function isDecodable(escaped: string): boolean {
  try {
    decodeURIComponent(escaped);
    return true;
  } catch {
    return false;
  }
}

export function isPlainText(text: string): boolean {
  // By code point: a well-formed surrogate pair is one code point above 0xFFFF, a lone half is not.
  for (const char of text) if (isUnreadable(char.codePointAt(0) ?? 0)) return false;
  return (text.match(ESCAPED_HIGH_BYTES) ?? []).every(isDecodable);
}

export const PLAIN_TEXT_RULE = 'plain text in UTF-8, without control characters such as a NUL byte';
