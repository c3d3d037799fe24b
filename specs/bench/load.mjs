// One load run with autocannon; prints its summary as JSON. Run pinned to a core of its own.
import autocannon from 'autocannon';

const [url, connections = '50', seconds = '10'] = process.argv.slice(2);
const result = await autocannon({ url, connections: Number(connections), duration: Number(seconds) });
console.log(
  JSON.stringify({
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  }),
);
