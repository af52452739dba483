/**
 * A JSON-LD data block. Its text is JSON with every `<` escaped, so nothing in the data can close the
 * script element; a data block is never run, so the edge gives it no hash and the page's script
 * policy needs nothing for it (ADR 17).
 */
export function JsonLd({ data }: { data: object }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}
