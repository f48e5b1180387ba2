import fp from 'fastify-plugin';
import { createUrlSigner, signUploadPaths, type UrlSigner } from '~/services/shared/signed-urls';

declare module 'fastify' {
  interface FastifyInstance {
    /** Signs and checks image links (services/shared/signed-urls.ts) with this deployment's secret and the config clock. */
    imageUrls: {
      /** `value` with every `/uploads/{uuid}` in it signed as of now */
      signAll<T>(value: T): T;
      sign(path: string, now?: Date): string;
      check: UrlSigner['check'];
    };
  }
}

/**
 * issue 20: every image reference services answer is signed on its way out, in one place — the JSON of every route
 * (a hook before serialization) and the event stream (outbox/routes.ts) — rather than at each of the dozen places that
 * read users.image_url. What is stored stays the bare `/uploads/{id}`, so a link is signed as of when it is read.
 */
export default fp(
  async (fastify) => {
    const { config, keys } = fastify;
    const signer = createUrlSigner(keys.secretFor('image-urls'), config.imageUrlTtlSeconds);
    const signAll = <T>(value: T): T => {
      const now = config.now();
      return signUploadPaths(value, (path) => signer.sign(path, now));
    };
    fastify.decorate('imageUrls', { signAll, sign: (path: string, now = config.now()) => signer.sign(path, now), check: signer.check });
    fastify.addHook('preSerialization', async (_request, _reply, payload) => signAll(payload));
  },
  { name: 'image-urls', dependencies: ['config', 'keys'] },
);
