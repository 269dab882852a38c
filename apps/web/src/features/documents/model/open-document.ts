import { resolveDocumentUrl } from '../api/resolve-document';

/**
 * Opens a document in a new tab. The tab is opened before the lookup so that the browser treats it
 * as the user's own action.
 */
export async function openDocument(url: string | Promise<string>, onError: () => void): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const resolved = await resolveDocumentUrl(await url);
    if (tab) tab.location.href = resolved;
    else window.location.assign(resolved);
  } catch {
    tab?.close();
    onError();
  }
}
