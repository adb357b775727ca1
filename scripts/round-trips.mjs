// Round trips in sequence among a page's requests, for `npm run bench` (tested in tests/unit/round-trips.test.ts).

/**
 * Round trips in sequence up to `target` (the first request whose path matches it, e.g. the page's data). Each
 * request is taken as set off by the one that ended last before it started (the answer that made the page ask for
 * it), so its depth is that request's plus one, a request with none before it (the document) being one. Returns
 * the target's depth and its chain of paths from the document (hashes of built files left out); 0 when no request
 * matches.
 */
export function roundTrips(requests, target) {
  const byStart = [...requests].sort((a, b) => a.start - b.start);
  const depth = new Map();
  const trigger = new Map();
  for (const request of byStart) {
    const before = byStart.filter((other) => other !== request && other.end <= request.start);
    const cause = before.sort((a, b) => b.end - a.end)[0];
    if (cause) trigger.set(request, cause);
    depth.set(request, cause ? depth.get(cause) + 1 : 1);
  }
  const deepest = byStart.find((request) => target.test(new URL(request.url).pathname)) ?? null;
  const chain = [];
  for (let request = deepest; request; request = trigger.get(request)) chain.unshift(request);
  return {
    count: deepest ? depth.get(deepest) : 0,
    chain: chain.map((request) => new URL(request.url).pathname.replace(/-[A-Za-z0-9_-]{8}\.js$/, '.js')),
  };
}
