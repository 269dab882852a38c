import { useEffect } from 'react';
import { PRODUCT_NAME } from '@prepa/contracts';

/** Sets `{title} | Prepa` and keeps every page but Authorization out of search engines. */
export function useDocumentHead(title: string, indexable = false): void {
  useEffect(() => {
    document.title = title ? `${title} | ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);

  useEffect(() => {
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
    if (indexable) {
      meta?.remove();
      return;
    }
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'robots';
      document.head.appendChild(meta);
    }
    meta.content = 'noindex,nofollow';
  }, [indexable]);
}
