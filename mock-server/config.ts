import path from 'node:path';
import { academyName } from '../shared/brand';
import { isStateCode } from '../shared/indian-states';
import { minimumSecretBytes } from './auth/tokens';

/** Every setting comes from the environment; README.md and .env.example list them. */
export type Config = ReturnType<typeof loadConfig>;

export const logLevels = ['silent', 'error', 'warn', 'info', 'debug'] as const;
export type LogLevel = (typeof logLevels)[number];

/** A wrong setting stops the start with a message naming it, rather than running half-configured. */
export class ConfigError extends Error {}

function numberSetting(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new ConfigError(`${name} must be a whole number of at least ${min} (got "${raw}").`);
  }
  return value;
}

function logLevelSetting(env: NodeJS.ProcessEnv): LogLevel {
  const raw = (env.LOG_LEVEL || 'info').toLowerCase();
  if (!(logLevels as readonly string[]).includes(raw)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${logLevels.join(', ')} (got "${env.LOG_LEVEL}").`);
  }
  return raw as LogLevel;
}

function publicUrlSetting(env: NodeJS.ProcessEnv): string | undefined {
  if (!env.PUBLIC_URL) return undefined;
  const url = URL.parse(env.PUBLIC_URL);
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
    throw new ConfigError(
      `PUBLIC_URL must be an http(s) URL such as https://tutoring.example (got "${env.PUBLIC_URL}").`,
    );
  }
  return env.PUBLIC_URL;
}

/** The browsers' push services: Chrome and Edge (FCM), Firefox, Windows and Safari. */
export const knownPushServiceHosts = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.notify.windows.com',
  'web.push.apple.com',
];

/** A comma-separated list, or undefined when the variable is unset or empty. */
function listSetting(env: NodeJS.ProcessEnv, name: string): string[] | undefined {
  const items = (env[name] ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  if (items.length === 0) return undefined;
  const bad = items.find((item) => !/^(\*\.)?[a-zA-Z0-9-]+(\.[a-zA-Z0-9-]+)*$/.test(item));
  if (bad)
    throw new ConfigError(
      `${name} must list host names such as fcm.googleapis.com or *.notify.windows.com (got "${bad}").`,
    );
  return items;
}

/**
 * The demo data comes with a published admin password, so it is seeded on its own only where a
 * developer tries the app: the embedded database without a public address. SEED_DEMO=true asks for it
 * anywhere, SEED_DEMO=false nowhere.
 */
function seedDemoSetting(env: NodeJS.ProcessEnv): boolean {
  const raw = env.SEED_DEMO;
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  if (raw === undefined || raw === '') return !env.DATABASE_URL && !env.PUBLIC_URL;
  throw new ConfigError(`SEED_DEMO must be true or false (got "${raw}").`);
}

/**
 * Whether pushes are encrypted and sent on a worker thread (the default) or on the thread that answers
 * requests: the latter only to compare the two, or where a host forbids threads.
 */
function pushSendThreadSetting(env: NodeJS.ProcessEnv): boolean {
  const raw = env.PUSH_SEND_THREAD;
  if (raw === undefined || raw === '' || raw === 'true') return true;
  if (raw === 'false') return false;
  throw new ConfigError(`PUSH_SEND_THREAD must be true or false (got "${raw}").`);
}

/** A signing secret long enough that it cannot be guessed offline from one captured token. */
export function checkJwtSecret(secret: string, source: string): string {
  const bytes = Buffer.byteLength(secret, 'utf8');
  if (bytes < minimumSecretBytes) {
    throw new ConfigError(
      `${source} must be at least ${minimumSecretBytes} bytes long (got ${bytes}); ` +
        'for example: openssl rand -base64 48',
    );
  }
  return secret;
}

/** How long a slow client may take, and how many connections are open at once (server.ts). */
function httpLimitSettings(env: NodeJS.ProcessEnv) {
  const headersTimeoutSeconds = numberSetting(env, 'HEADERS_TIMEOUT', 10, 1);
  const requestTimeoutSeconds = numberSetting(env, 'REQUEST_TIMEOUT', 30, 1);
  if (headersTimeoutSeconds > requestTimeoutSeconds) {
    throw new ConfigError(
      `HEADERS_TIMEOUT (${headersTimeoutSeconds}) must not exceed REQUEST_TIMEOUT (${requestTimeoutSeconds}).`,
    );
  }
  return {
    /** Until the whole header block has arrived. */
    headersTimeoutSeconds,
    /** Until the whole request, body included, has arrived. */
    requestTimeoutSeconds,
    /** An idle kept-alive connection between requests. */
    keepAliveTimeoutSeconds: numberSetting(env, 'KEEP_ALIVE_TIMEOUT', 5, 1),
    /** Open connections (WebSockets included); further ones are closed on arrival. */
    maxConnections: numberSetting(env, 'MAX_CONNECTIONS', 4096, 1),
  };
}

/**
 * Where fees are paid (docs/payments.md): the academy's UPI id and payee name for payers in India, its
 * bank account for payers abroad. The defaults are demo values that pay no one.
 */
function paymentSettings(env: NodeJS.ProcessEnv) {
  const upiId = env.UPI_ID || 'shikhar.academy@okdemo';
  if (!/^[\w.-]{2,256}@[a-zA-Z][\w.-]{1,64}$/.test(upiId)) {
    throw new ConfigError(`UPI_ID must be a UPI id such as academy@okaxis (got "${upiId}").`);
  }
  const gstin = (env.GSTIN || '').trim().toUpperCase() || null;
  // Two digits of a state, a PAN (5 letters, 4 digits, 1 letter), the entity number, Z, a check character.
  if (
    gstin !== null &&
    !(/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/.test(gstin) && isStateCode(gstin.slice(0, 2)))
  ) {
    throw new ConfigError(`GSTIN must be a 15-character GSTIN such as 29ABCDE1234F1Z5 (got "${gstin}").`);
  }
  return {
    /** Set when the academy is GST-registered: receipts are then tax invoices. */
    gstin,
    upiId,
    upiPayeeName: env.UPI_PAYEE_NAME || academyName,
    bankAccountName: env.BANK_ACCOUNT_NAME || academyName,
    bankAccountNumber: env.BANK_ACCOUNT_NUMBER || '000000000000 (demo)',
    bankName: env.BANK_NAME || 'Demo Bank, Bengaluru',
    bankIfsc: env.BANK_IFSC || 'DEMO0000001',
    bankSwift: env.BANK_SWIFT || 'DEMOINBBXXX',
  };
}

export type PaymentSettings = ReturnType<typeof paymentSettings>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const dataDir = path.resolve(env.DATA_DIR || '.data');
  return {
    port: numberSetting(env, 'PORT', 8000, 0),
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    /** PGlite directory; 'memory://' gives a throwaway database (tests). */
    pgliteDir: env.PGLITE_DIR || path.join(dataDir, 'db'),
    mediaDir: path.join(dataDir, 'media'),
    outboxDir: path.join(dataDir, 'outbox'),
    /** Written by a running server so the admin CLI can reach it instead of opening PGlite twice. */
    adminEndpointFile: path.join(dataDir, 'admin-endpoint.json'),
    /**
     * Public origin: absolute media URLs, and the only origin a mailed reset link may lead to (unset:
     * loopback origins only, never one taken from the request's Host header).
     */
    publicUrl: publicUrlSetting(env),
    /** Secret for signing tokens. When unset one is generated once and shared through the database. */
    jwtSecret: env.JWT_SECRET ? checkJwtSecret(env.JWT_SECRET, 'JWT_SECRET') : undefined,
    accessTokenTtlSeconds: numberSetting(env, 'ACCESS_TOKEN_TTL', 300, 1),
    refreshTokenTtlSeconds: numberSetting(env, 'REFRESH_TOKEN_TTL', 86_400, 1),
    passwordResetTtlSeconds: numberSetting(env, 'PASSWORD_RESET_TTL', 3600, 1),
    /** Reverse proxies in front whose X-Forwarded-For entry names the client (0: the TCP peer does). */
    trustProxyHops: numberSetting(env, 'TRUST_PROXY', 0, 0),
    /** Sign-in tries for one e-mail from one address a minute (twice that per window) before a wait. */
    loginMaxFailures: numberSetting(env, 'LOGIN_MAX_FAILURES', 5, 1),
    /** Failed sign-ins from one address, whatever the e-mail, within the window before a wait. */
    loginAddressMaxFailures: numberSetting(env, 'LOGIN_ADDRESS_MAX_FAILURES', 30, 1),
    loginThrottleWindowSeconds: numberSetting(env, 'LOGIN_THROTTLE_WINDOW', 900, 1),
    /** Failed sign-ins for one e-mail, from any address, before each further try waits twice as long. */
    loginAccountMaxFailures: numberSetting(env, 'LOGIN_ACCOUNT_MAX_FAILURES', 10, 1),
    /** How long the failed sign-ins of one e-mail are remembered, from the first of them. */
    loginAccountWindowSeconds: numberSetting(env, 'LOGIN_ACCOUNT_WINDOW', 86_400, 1),
    /** Open sockets one user, and one address, may hold; more are refused before the upgrade. */
    socketsPerUser: numberSetting(env, 'SOCKETS_PER_USER', 20, 1),
    socketsPerAddress: numberSetting(env, 'SOCKETS_PER_ADDRESS', 200, 1),
    /** Reset mails to one e-mail an hour; further requests get the same answer and no mail. */
    passwordResetMaxPerEmail: numberSetting(env, 'PASSWORD_RESET_MAX_PER_EMAIL', 3, 1),
    /** Reset requests from one address an hour, whatever the e-mail, before 429. */
    passwordResetMaxPerAddress: numberSetting(env, 'PASSWORD_RESET_MAX_PER_ADDRESS', 20, 1),
    /**
     * The push services' hosts a device's push endpoint may be at (`*.` for any name under a domain);
     * the browsers' own by default.
     */
    pushServiceHosts: listSetting(env, 'PUSH_SERVICE_HOSTS') ?? knownPushServiceHosts,
    pushSendThread: pushSendThreadSetting(env),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || `${academyName} <no-reply@localhost>`,
    /** Where a new application is announced. */
    admissionsEmail: env.ADMISSIONS_EMAIL || 'admissions@shikhar.academy',
    /** Receipts mailed to applicants an hour, all together; past it applications are stored unmailed. */
    applicationMailsPerHour: numberSetting(env, 'APPLICATION_MAILS_PER_HOUR', 100, 1),
    /** Header a proxy sets with the visitor's country (e.g. cf-ipcountry). */
    geoHeader: (env.GEO_HEADER || 'cf-ipcountry').toLowerCase(),
    /** Seed demo data when the database is empty (seedDemoSetting). */
    seedDemo: seedDemoSetting(env),
    logLevel: logLevelSetting(env),
    clientDir: path.resolve(env.CLIENT_DIR || 'dist'),
    /** Read from the variables the client build reads, so the pages' CSP lets them through. */
    clientApiUrl: env.VITE_API_URL || undefined,
    embeddedFormUrls: [env.VITE_APPLY_DEMO_FORM_URL, env.VITE_APPLY_NEET_FORM_URL].filter(
      (url): url is string => !!url,
    ),
    ...httpLimitSettings(env),
    payments: paymentSettings(env),
  };
}
