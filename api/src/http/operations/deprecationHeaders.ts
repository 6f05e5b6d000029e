/**
 * The headers of a deprecated action's answer: since when it is deprecated (RFC 9745, `@` and Unix seconds), the
 * path that replaces it (`rel="successor-version"`) and where the deprecation is documented (`rel="deprecation"`).
 */
export function deprecationHeaders(deprecation: { since: number; documentation: string }, successorPath: string, id: unknown): Record<string, string> {
  const successor = typeof id === 'string' ? successorPath.replace('{id}', encodeURIComponent(id)) : successorPath;
  return {
    Deprecation: `@${deprecation.since}`,
    Link: `<${successor}>; rel="successor-version", <${deprecation.documentation}>; rel="deprecation"`,
  };
}
