/**
 * Where the Markdown copy of a page lives: the page's path with `.md` added
 * (`/base/docs/payment-admin/refund` → `/base/docs/payment-admin/refund.md`,
 * `/base/docs/payment-admin/` → `/base/docs/payment-admin.md`). Shared by the
 * build (which writes the files), the Copy page control and nginx's
 * `Accept: text/markdown` negotiation and `Link` header
 * (deploy/nginx/paynow-docs.conf), which follow the same rule.
 */
export function markdownUrlOf(permalink: string): string {
  const path = permalink.split(/[?#]/)[0]!;
  return `${path.replace(/\/$/, '')}.md`;
}
