import { ACCESS_TOKEN_TTL_SECONDS, AI_AGENT_TIMEOUT_MS } from '~/common/constants';
import { mediaNodesFrom } from '~/common/video';

export interface S3Config {
  bucket: string;
  /** S3_ENDPOINT: any S3-compatible store (MinIO, R2, Ceph…); AWS S3 without it */
  endpoint: string | null;
  region: string;
  accessKeyId: string | null;
  secretAccessKey: string | null;
  /** S3_FORCE_PATH_STYLE=true: bucket in the path, as most self-hosted stores want */
  forcePathStyle: boolean;
}

export interface LinkedInConfig {
  clientId: string;
  clientSecret: string;
  /** LINKEDIN_ISSUER: the OpenID provider; LinkedIn's own unless overridden (tests run a real provider on loopback) */
  issuer: string;
}

/** Everything services read from the environment, in one place (services/API.md, DESIGN.md § Processes). */
export interface Config {
  /** postgres://… switches from embedded PGlite to PostgreSQL through `pg`. */
  databaseUrl: string | null;
  /** PostgreSQL schema the tables live in (tests use one per file); `public` by default. */
  databaseSchema: string;
  /** PGlite keeps its files under `${dataDir}/pglite`. */
  dataDir: string;
  /** Base of the links in mails (the web app). */
  publicUrl: string;
  smtpUrl: string | null;
  mailFrom: string;
  /** Ed25519 PEM keys; without them a key pair is generated once and kept in the database. */
  jwtPrivateKey: string | null;
  jwtPublicKey: string | null;
  accessTokenTtlSeconds: number;
  /** IMAGE_URL_TTL_SECONDS: the longest an image link services hand out stays valid (issue 20: signed, expiring). */
  imageUrlTtlSeconds: number;
  redisUrl: string | null;
  /** Fastify `trustProxy`: true/false, a comma list of addresses/ranges ('loopback'), or a hop test. */
  trustProxy: boolean | string | ((address: string, hop: number) => boolean);
  /** When set, every demo account gets this password instead of a random one. */
  seedPassword: string | null;
  /** Seed the demo organisation when the users table is empty. */
  seed: boolean;
  /** Requests per minute and client address before the global rate limit answers 429. */
  rateLimitMax: number;
  logLevel: string;
  /** Bearer secret of GET /events (services/API.md § Events); without it /events answers 401 to everyone. */
  internalToken: string | null;
  /** How often the event relay looks for rows it was not told about (LISTEN/NOTIFY and in-process wake-ups first). */
  eventsPollMs: number;
  /** Comment line sent on an idle event stream so proxies keep it open. */
  eventsKeepAliveMs: number;
  /** How often the group hookup scheduler completes ended ones and expires stale presence; 0 turns it off. */
  groupHookupSchedulerMs: number;
  /** How often the hookup scheduler completes/expires ended hookups and runs due time cycles; 0 turns it off. */
  hookupSchedulerMs: number;
  /** services/API.md § Notifications: the 15-minute reminders' scheduler (0 = off) */
  notificationsSchedulerMs: number;
  /** the notifications consumer and the mail worker (0 = off: tests drive them with app.notifications.drain()) */
  notificationsWorkers: boolean;
  /** the mail worker's poll for due retries */
  mailWorkerMs: number;
  /** first retry delay of a failed notification mail; doubles with each attempt */
  mailRetryBaseMs: number;
  /** how long a claimed mail job stays SENDING before another worker may take it */
  mailLeaseMs: number;
  /** Google OAuth client of PUT /user/google-calendar; without both, linking answers 409 (use the ICS feed). */
  googleClientId: string | null;
  googleClientSecret: string | null;
  /**
   * Video (issue 22): the media nodes rooms are assigned to, as gateways reach them (MEDIA_NODES, a comma list;
   * else MEDIA_NODE_URL; else the one in this process at http://127.0.0.1:4002). A room token names its node.
   */
  mediaNodes: string[];
  /** Feedback (issue 18): FEEDBACK_REDIRECT=true sends the sender to /home after a 5-second countdown (spec §4). */
  feedbackRedirect: boolean;
  /** SENTRY_DSN: route errors also go to Sentry from the browser; without it no Sentry code is loaded. */
  sentryDsn: string | null;
  /**
   * Where uploaded files live (issue 20): an S3-compatible bucket when S3_BUCKET is set (several replicas share it),
   * else the local disk under `${dataDir}/files`. Credentials: S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY, else the AWS
   * SDK's default chain (environment, instance role).
   */
  s3: S3Config | null;
  /** Sign in with LinkedIn (issue 19): OpenID Connect when LINKEDIN_CLIENT_ID and LINKEDIN_CLIENT_SECRET are set. */
  linkedIn: LinkedInConfig | null;
  /**
   * The AI assistant's engine (issue 19): any OpenAI-compatible chat-completions endpoint when AI_BASE_URL and
   * AI_MODEL are set (AI_API_KEY when it needs one; AI_TIMEOUT_MS for a whole answer). Without it the assistant
   * answers its suggested questions from the member's data and says that free-form questions need an engine.
   */
  ai: AiEngineConfig | null;
  /**
   * Chat sends (issue 16) are written in batches (services/chat/sendBatch.ts): at most CHAT_SEND_CONCURRENCY batch
   * transactions at once on PostgreSQL (one on the embedded database); a send whose batch would start more than
   * CHAT_SEND_MAX_WAIT_MS after it arrived is refused with 503 CHAT.busy (the web shows it Failed, with retry) instead of
   * answering long after the gateway's 10 s services timeout gave up on it. Two at once (was eight): fewer transactions
   * in flight gather more sends each, and bench:chat on PostgreSQL held 800 msgs/s with every send accepted instead of
   * refusing a third of them (issue 16).
   */
  chatSendConcurrency: number;
  chatSendMaxWaitMs: number;
  /** The clock: injectable so tests check expiry without sleeping. */
  now: () => Date;
  /**
   * TEST_CLOCK=true (browser tests only): PUT /test/clock moves this clock by an offset, so a test can let the
   * schedulers and the room rules reach a moment (services/plugins/test-clock.ts). Never set in production.
   */
  testClock: boolean;
}

export interface AiEngineConfig {
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
}

function text(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

function positiveInt(name: string, value: string | undefined, fallback: number): number {
  if (!text(value)) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed <= 0) throw new Error(`${name} must be a positive integer, got "${value}"`);
  return parsed;
}

function parseTrustProxy(value: string | undefined): Config['trustProxy'] {
  const raw = text(value);
  if (!raw) return 'loopback'; // services/API.md: X-Forwarded-For is trusted from loopback by default
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw); // trust the nearest `hops` proxies
    return (_address, hop) => hop < hops;
  }
  return raw;
}

/** PEM keys often arrive through env files with literal "\n". */
function pem(value: string | undefined): string | null {
  const raw = text(value);
  return raw ? raw.replace(/\\n/g, '\n') : null;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const databaseSchema = text(env.DATABASE_SCHEMA) ?? 'public';
  const config: Config = {
    databaseUrl: text(env.DATABASE_URL),
    databaseSchema,
    dataDir: text(env.DATA_DIR) ?? '.data',
    // without PUBLIC_URL, links point at the gateway on this machine: the port it serves the web app on (PORT)
    publicUrl: (text(env.PUBLIC_URL) ?? `http://localhost:${text(env.PORT) ?? 4000}`).replace(/\/+$/, ''),
    smtpUrl: text(env.SMTP_URL),
    mailFrom: text(env.MAIL_FROM) ?? 'Hookups <no-reply@hookups.example>',
    jwtPrivateKey: pem(env.JWT_PRIVATE_KEY),
    jwtPublicKey: pem(env.JWT_PUBLIC_KEY),
    accessTokenTtlSeconds: positiveInt('ACCESS_TOKEN_TTL_SECONDS', env.ACCESS_TOKEN_TTL_SECONDS, ACCESS_TOKEN_TTL_SECONDS),
    imageUrlTtlSeconds: positiveInt('IMAGE_URL_TTL_SECONDS', env.IMAGE_URL_TTL_SECONDS, 86_400),
    redisUrl: text(env.REDIS_URL),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    seedPassword: text(env.SEED_PASSWORD),
    seed: env.SEED !== 'false',
    rateLimitMax: positiveInt('RATE_LIMIT_MAX', env.RATE_LIMIT_MAX, 600),
    logLevel: text(env.LOG_LEVEL) ?? 'info',
    internalToken: text(env.INTERNAL_TOKEN),
    eventsPollMs: 1000, // services/API.md § Events: the 1 s safety net
    eventsKeepAliveMs: 15_000, // services/API.md § Events: a keep-alive comment every 15 s
    groupHookupSchedulerMs: env.GROUP_HOOKUP_SCHEDULER_MS === '0' ? 0 : positiveInt('GROUP_HOOKUP_SCHEDULER_MS', env.GROUP_HOOKUP_SCHEDULER_MS, 30_000),
    hookupSchedulerMs: env.HOOKUP_SCHEDULER_MS === '0' ? 0 : positiveInt('HOOKUP_SCHEDULER_MS', env.HOOKUP_SCHEDULER_MS, 30_000),
    notificationsSchedulerMs:
      env.NOTIFICATIONS_SCHEDULER_MS === '0' ? 0 : positiveInt('NOTIFICATIONS_SCHEDULER_MS', env.NOTIFICATIONS_SCHEDULER_MS, 60_000),
    notificationsWorkers: env.NOTIFICATIONS_WORKERS !== '0',
    mailWorkerMs: positiveInt('MAIL_WORKER_MS', env.MAIL_WORKER_MS, 5_000),
    mailRetryBaseMs: positiveInt('MAIL_RETRY_BASE_MS', env.MAIL_RETRY_BASE_MS, 30_000),
    mailLeaseMs: positiveInt('MAIL_LEASE_MS', env.MAIL_LEASE_MS, 120_000),
    googleClientId: text(env.GOOGLE_CLIENT_ID),
    googleClientSecret: text(env.GOOGLE_CLIENT_SECRET),
    mediaNodes: mediaNodesFrom(env),
    feedbackRedirect: env.FEEDBACK_REDIRECT === 'true' || env.FEEDBACK_REDIRECT === '1',
    sentryDsn: text(env.SENTRY_DSN),
    s3: text(env.S3_BUCKET)
      ? {
          bucket: text(env.S3_BUCKET)!,
          endpoint: text(env.S3_ENDPOINT),
          region: text(env.S3_REGION) ?? 'us-east-1',
          accessKeyId: text(env.S3_ACCESS_KEY_ID),
          secretAccessKey: text(env.S3_SECRET_ACCESS_KEY),
          forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
        }
      : null,
    linkedIn:
      text(env.LINKEDIN_CLIENT_ID) && text(env.LINKEDIN_CLIENT_SECRET)
        ? { clientId: text(env.LINKEDIN_CLIENT_ID)!, clientSecret: text(env.LINKEDIN_CLIENT_SECRET)!, issuer: text(env.LINKEDIN_ISSUER) ?? 'https://www.linkedin.com/oauth' }
        : null,
    ai:
      text(env.AI_BASE_URL) && text(env.AI_MODEL)
        ? {
            baseUrl: text(env.AI_BASE_URL)!,
            // llama.cpp, Ollama and vLLM accept any key; the SDK insists on one
            apiKey: text(env.AI_API_KEY) ?? 'none',
            model: text(env.AI_MODEL)!,
            timeoutMs: positiveInt('AI_TIMEOUT_MS', env.AI_TIMEOUT_MS, AI_AGENT_TIMEOUT_MS),
          }
        : null,
    chatSendConcurrency: positiveInt('CHAT_SEND_CONCURRENCY', env.CHAT_SEND_CONCURRENCY, 2),
    chatSendMaxWaitMs: positiveInt('CHAT_SEND_MAX_WAIT_MS', env.CHAT_SEND_MAX_WAIT_MS, 2_000),
    now: () => new Date(),
    testClock: env.TEST_CLOCK === 'true',
    ...overrides,
  };
  if (!/^[a-z_][a-z0-9_]*$/.test(config.databaseSchema)) {
    throw new Error(`DATABASE_SCHEMA must be a plain lower-case identifier, got "${config.databaseSchema}"`);
  }
  if (config.jwtPublicKey && !config.jwtPrivateKey) {
    throw new Error('JWT_PUBLIC_KEY is set without JWT_PRIVATE_KEY: services sign tokens, so they need the private key');
  }
  return config;
}
