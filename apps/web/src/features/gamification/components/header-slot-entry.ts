import { lazyExport } from '../../../shared/lib/chunk-reload';

/**
 * The header slot as a chunk of its own. The shell used to load it with `import()` of this feature's
 * index, which made the bundler keep every export of the index for that namespace: the loyalty modal,
 * the lives section, the tables and their Modal, ScrollArea and Pagination were fetched and evaluated
 * on every student page, before the shell's first commit. Imported statically from the index, this
 * file is all the shell takes from the feature.
 */
export const StudentHeaderSlot = lazyExport(
  () => import('./header-slot'),
  (m) => m.StudentHeaderSlot,
);
