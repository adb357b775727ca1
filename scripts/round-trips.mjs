// Round trips in sequence among a page's requests, for `npm run bench` (tested in tests/unit/round-trips.test.ts).

/**
 * Round trips in sequence before `until` (ms, on the requests' clock). Each request is taken as set off by the one
 * that ended last before it started (the answer that made the page ask for it), so its depth is that request's plus
 * one, a request with none before it (the document) being one. Returns the depth of the deepest request that ended
 * before `until`, and its chain of paths from the document (hashes of built files left out).
 */
export function roundTrips(requests, until) {
  const byStart = [...requests].sort((a, b) => a.start - b.start);
  const depth = new Map();
  const trigger = new Map();
  for (const request of byStart) {
    const before = byStart.filter((other) => other !== request && other.end <= request.start);
    const cause = before.sort((a, b) => b.end - a.end)[0];
    if (cause) trigger.set(request, cause);
    depth.set(request, cause ? depth.get(cause) + 1 : 1);
  }
  let deepest = null;
  for (const request of byStart) {
    if (request.end <= until && (!deepest || depth.get(request) > depth.get(deepest))) deepest = request;
  }
  const chain = [];
  for (let request = deepest; request; request = trigger.get(request)) chain.unshift(request);
  return {
    count: deepest ? depth.get(deepest) : 0,
    chain: chain.map((request) => new URL(request.url).pathname.replace(/-[A-Za-z0-9_-]{8}\.js$/, '.js')),
  };
}
