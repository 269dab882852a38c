import { keysToCamel } from '@prepa/contracts';
import { embeddedJson } from '../lib/embedded-json';

/**
 * An API answer the server embedded in index.html as inert JSON (`<script type="application/json"
 * id="…">`, apps/api/src/http/static.ts), in the wire's snake_case like the endpoint's body, converted
 * as the client converts answers. Undefined when the page carries none (another page, the Vite dev
 * server, a failed read on the server) or an unreadable one: the caller then asks the endpoint.
 */
export function embeddedAnswer(id: string, doc: Document | undefined = globalThis.document): unknown {
  const raw = embeddedJson(id, doc);
  return raw === undefined ? undefined : keysToCamel(raw);
}

/**
 * When the embedded answers were read on the server: the navigation's start, as far as the page can
 * tell (`initialDataUpdatedAt` of a query seeded from them, so that they go stale as a fetched answer
 * of that moment would).
 */
export const PAGE_LOADED_AT = Math.round(globalThis.performance?.timeOrigin ?? Date.now());
