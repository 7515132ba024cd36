export function NotFoundPage(props: { error: unknown }) {
  return <div>{String(props.error)}</div>;
}
