/**
 * Round trips a query waits on, from request timestamps: the longest chain of
 * requests still running after `after` in which each starts only once the
 * previous one has ended (requests that overlap are the same round).
 */
export type TimedRequest = {start: number; end: number};

export function roundsAfter(requests: TimedRequest[], after: number): number {
  const relevant = requests.filter((r) => r.end > after).sort((a, b) => a.start - b.start);
  const depth = new Map<TimedRequest, number>();
  for (const request of relevant) {
    let d = 1;
    for (const before of relevant) if (before.end <= request.start && depth.has(before)) d = Math.max(d, depth.get(before)! + 1);
    depth.set(request, d);
  }
  return Math.max(0, ...depth.values());
}
