/** Only same-origin paths may be redirect targets ("/profile", never "//evil" or "https://…"). */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}
