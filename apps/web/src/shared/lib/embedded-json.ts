/**
 * The JSON the server embedded in index.html as an inert `<script type="application/json" id="…">` tag
 * (apps/api/src/http/static.ts), parsed as it is on the wire. Undefined when the page carries no such tag
 * (another page, the Vite dev server, a failed read on the server), an empty one or an unreadable one:
 * each caller then falls back to asking the server.
 */
export function embeddedJson(id: string, doc: Document | undefined = globalThis.document): unknown {
  const text = doc?.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
