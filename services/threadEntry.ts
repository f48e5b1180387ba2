// The services thread of the one-process default (./thread.ts starts it): services listen, say where, and close when
// asked.
import { parentPort, workerData } from 'node:worker_threads';
import { startServices, type StartOptions } from '~/services/server';
import type { ServicesThreadMessage } from '~/services/thread';

const port = parentPort!;
const services = await startServices(workerData as StartOptions);
const say = (message: ServicesThreadMessage) => port.postMessage(message);
say({ type: 'listening', url: services.url });
port.on('message', async (message: { type: string }) => {
  if (message.type !== 'close') return;
  await services.close();
  say({ type: 'closed' });
  port.close();
});
