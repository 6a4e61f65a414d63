/** Text made safe to put in HTML, in an element or a quoted attribute (the search's snippets, the announcement bar). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'})[c]!);
}
