export function SiteHeader() {
  return <div />;
}
