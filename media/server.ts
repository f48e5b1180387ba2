// `tsx server.ts media` (and `npm start`, in the one process): the media node with its settings from the environment.
import { VIDEO as M } from '~/common/messages';
import { loadMediaConfig, type MediaConfig } from './config';
import { startMediaNode, type MediaNode } from './node';
import { createServicesReporter, createTokenVerifier, servicesJwks } from './services';

export async function startMedia(overrides: Partial<MediaConfig> = {}): Promise<MediaNode> {
  const config = loadMediaConfig(process.env, overrides);
  const log = (message: string, error?: unknown) => console.error(`[media] ${message}`, error ?? '');
  return startMediaNode({
    config,
    verifyToken: createTokenVerifier(servicesJwks(config.servicesUrl), config.now, { invalid: M.tokenInvalid, notOpen: M.groupNotOpen, closed: M.closed }),
    reporter: createServicesReporter(config.servicesUrl, config.internalToken, log),
    log,
  });
}
