export function SiteFooter() {
  return <div />;
}
