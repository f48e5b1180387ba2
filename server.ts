// `npm start` / `tsx server.ts [services|gateway|media]`.
// No argument: the embedded default — services on 127.0.0.1:4001 (on a thread of their own, services/thread.ts), the
// gateway on PORT (4000) and the media node (MEDIA_PORT 4002, UDP MEDIA_UDP_PORTS) in one process. `services`,
// `gateway` or `media`: only that layer, for running them as separate processes and replicas. Each layer's modules are
// loaded only where it runs.
import { randomBytes } from 'node:crypto';
import closeWithGrace from 'close-with-grace';

const role = process.argv[2] ?? 'all';
if (!['all', 'services', 'gateway', 'media'].includes(role)) {
  console.error(`Unknown role "${role}". Use: tsx server.ts [services|gateway|media]`);
  process.exit(2);
}

const closers: Array<() => Promise<void>> = [];

// The secret that guards services' event stream (GET /events) for the gateways. In one process both layers read
// it from the environment, so a random one made up here is shared; separate processes must both be given it.
if (role === 'all' && !process.env.INTERNAL_TOKEN) process.env.INTERNAL_TOKEN = randomBytes(32).toString('base64url');

const servicesAddress = { port: Number(process.env.SERVICES_PORT ?? 4001), host: process.env.SERVICES_HOST ?? '127.0.0.1' };
if (role === 'services') {
  const { startServices } = await import('~/services/server');
  const services = await startServices(servicesAddress);
  closers.push(services.close);
}
if (role === 'all') {
  const { startServicesThread } = await import('~/services/thread');
  const services = await startServicesThread(servicesAddress);
  closers.push(services.close);
  // services gone is the product gone: exit, so whatever supervises the process starts it again
  services.onExit((error) => {
    console.error(error);
    process.exit(1);
  });
  process.env.SERVICES_URL ??= services.url;
}

if (role === 'all' || role === 'media') {
  const { startMedia } = await import('~/media/server');
  const media = await startMedia();
  closers.push(media.close);
  console.log(`Media node (video) listening at ${media.url}/rtc`);
}

if (role === 'all' || role === 'gateway') {
  const { startGateway } = await import('~/gateway/server');
  const gateway = await startGateway({
    port: Number(process.env.PORT ?? 4000),
    host: process.env.HOST ?? '0.0.0.0',
  });
  closers.unshift(gateway.close);
  console.log(`Hookups is running at http://localhost:${new URL(gateway.url).port}`);
}

closeWithGrace({ delay: 10_000 }, async ({ err }) => {
  if (err) console.error(err);
  for (const close of closers) await close();
});
