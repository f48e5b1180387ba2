// Images are served only through links that services sign with an expiry (`/uploads/{id}?exp=…&sig=…`, README
// `IMAGE_URL_TTL_SECONDS`): a tab kept open past it gets 403s for every image until its data is fetched again (issue 20).
// This is the one place that recovers: an image whose signed link fails to load has the queries that handed out that
// link asked again from the network, once per link and image, so the page shows the fresh link without a reload. Every <img>
// (Ark's avatar, covers, notification images…) is covered by one listener on the document, none by itself.
import { makeOperation, mapExchange, type Client, type Exchange, type Operation } from '@urql/core';

interface ActiveQuery {
  operation: Operation;
  /** the latest data of the query: which query handed out which link (read as JSON only when an image fails) */
  data: unknown;
}

// The active queries of each client, kept by its exchange.
const activeQueries = new WeakMap<Client, Map<number, ActiveQuery>>();

/** A link that services signed (`?exp=…&sig=…`): the only kind that a fresh query can mend. */
export function isSignedImageLink(src: string): boolean {
  try {
    const url = new URL(src, 'http://link.invalid');
    return url.searchParams.has('exp') && url.searchParams.has('sig');
  } catch {
    return false;
  }
}

/** Remembers the client's active queries and their latest data, for `recoverExpiredImageLinks`. */
export function imageLinkRecoveryExchange(): Exchange {
  return (input) => {
    const active = new Map<number, ActiveQuery>();
    activeQueries.set(input.client, active);
    return mapExchange({
      onOperation(operation) {
        if (operation.kind === 'teardown') active.delete(operation.key);
        else if (operation.kind === 'query') active.set(operation.key, { operation, data: active.get(operation.key)?.data ?? null });
      },
      onResult(result) {
        const query = active.get(result.operation.key);
        if (query && result.data != null) query.data = result.data;
      },
    })(input);
  };
}

/** Asks again from the network the active queries whose data holds one of `links` (every active query when none does). */
function refetchHolding(client: Client, links: string[]): void {
  const active = [...(activeQueries.get(client)?.values() ?? [])];
  // the links as they appear inside JSON (a `&` stays, a quote would be escaped)
  const needles = links.map((link) => JSON.stringify(link).slice(1, -1));
  const holders = active.filter((query) => {
    const json = query.data == null ? '' : JSON.stringify(query.data);
    return needles.some((needle) => json.includes(needle));
  });
  for (const { operation } of holders.length > 0 ? holders : active) {
    client.reexecuteOperation(makeOperation('query', operation, { ...operation.context, requestPolicy: 'network-only' }));
  }
}

/**
 * Listens on `root` for images whose signed link fails to load and asks their queries again, once per link and per image; returns
 * the stop. Failures that arrive together (a page of avatars) share one round of queries.
 */
export function recoverExpiredImageLinks(client: Client, root: Document = document): () => void {
  const triedLinks = new Set<string>();
  // the same element gets the fresh link: if that fails too, asking again would not mend it
  const triedImages = new WeakSet<HTMLImageElement>();
  let pending: string[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = () => {
    timer = null;
    const links = pending;
    pending = [];
    refetchHolding(client, links);
  };
  const onError = (event: Event) => {
    const image = event.target;
    if (!(image instanceof HTMLImageElement)) return;
    const link = image.getAttribute('src');
    if (!link || !isSignedImageLink(link) || triedLinks.has(link) || triedImages.has(image)) return;
    triedLinks.add(link);
    triedImages.add(image);
    pending.push(link);
    timer ??= setTimeout(flush, 0);
  };
  // an image's error event does not bubble: listen on its way down (capture)
  root.addEventListener('error', onError, true);
  return () => {
    root.removeEventListener('error', onError, true);
    if (timer) clearTimeout(timer);
  };
}
