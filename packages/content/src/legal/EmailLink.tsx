/** An e-mail address a reader can click to write to. */
export function EmailLink({ address }: { address: string }) {
  return <a href={`mailto:${address}`}>{address}</a>;
}
