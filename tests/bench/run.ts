// `npm run bench`: every benchmark in turn — the gateway hop beside services (tests/bench/gateway.ts), the
// subscription fan-out, notification latency and the matching engine. `npm run bench:web` (the phone lab) needs a
// build and a browser, so it runs on its own.
import { runFanout } from '~/tests/bench/fanout';
import { runGatewayBench } from '~/tests/bench/gateway';
import { runMatchingBench } from '~/tests/bench/matching';
import { runNotificationsBench } from '~/tests/bench/notifications';

await runGatewayBench();
// then the subscriptions: one change fanned out to thousands of graphql-ws clients (tests/bench/fanout.ts)
await runFanout();
await runNotificationsBench();
// and the matching engine beside edmonds-blossom (tests/bench/matching.ts)
await runMatchingBench();
