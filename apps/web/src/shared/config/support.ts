/**
 * Fallback support contacts (deployment settings), used where the API's `GET /settings/support/`
 * (features/support) is not loaded yet or failed, and on auth pages: `VITE_SUPPORT_URL` (a mailto: or
 * chat link) and `VITE_SUPPORT_PHONE` (shown in the contacts layout only when set).
 */
export const SUPPORT_HREF: string = import.meta.env.VITE_SUPPORT_URL || 'mailto:support@prepa.example';
export const SUPPORT_PHONE: string = import.meta.env.VITE_SUPPORT_PHONE || '';
