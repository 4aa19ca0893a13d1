/*
 * What each environment variable of `envSchema` (config.ts) means, for docs/configuration.md. `npm run generate` writes
 * the table from the schema's variables, in the schema's order, with these texts (scripts/config-docs.ts); a test
 * fails when a variable of the schema has no entry here, an entry names a variable the schema does not read, a
 * default the schema states differs from the one written here, or the committed table is stale.
 */

export interface ConfigDoc {
  /** Variables documented together (one row); each appears in exactly one entry. */
  vars: string[];
  /** The default as a reader should understand it; a value the schema defaults to appears in it in backticks. */
  default: string;
  /** Markdown: what it does, its limits, and where it is explained further. */
  meaning: string;
}

export const CONFIG_DOCS: ConfigDoc[] = [
  {
    vars: ['PORT'],
    default: '`4000`',
    meaning: 'HTTP port',
  },
  {
    vars: ['HOST'],
    default: '`0.0.0.0`',
    meaning: 'interface to listen on',
  },
  {
    vars: ['DATABASE_URL'],
    default: 'unset',
    meaning: 'PostgreSQL URL (`postgres://…`); unset → embedded PGlite in `DATA_DIR/pgdata`',
  },
  {
    vars: ['DATABASE_DIRECT_URL'],
    default: '`DATABASE_URL`',
    meaning:
      'the database itself when `DATABASE_URL` is a transaction pooler (PgBouncer): the LISTEN connection, the boot lock and the job queue connect here, and request statements are then not prepared — see [docs/operations.md](operations.md#pgbouncer)',
  },
  {
    vars: ['DATABASE_REPLICA_URL'],
    default: 'unset',
    meaning:
      "a streaming read replica: statistics, KPIs, exports and staff list pages read from it, except a user's reads for a few seconds after their own write; skipped while down or lagging — see [docs/operations.md](operations.md#read-replica)",
  },
  {
    vars: ['DATABASE_REPLICA_MAX_LAG_SECONDS'],
    default: '`5`',
    meaning: 'the replica is skipped while it replays further behind than this (reads go to the primary)',
  },
  {
    vars: ['DATA_DIR'],
    default: '`.data` at the repository root',
    meaning: 'embedded database, generated development secrets',
  },
  {
    vars: ['DB_POOL_MAX'],
    default: '`10`',
    meaning: 'connection pool size on PostgreSQL (the embedded PGlite, one backend, is used through one connection)',
  },
  {
    vars: ['JWT_SECRET'],
    default: 'generated into `DATA_DIR/secrets` in development',
    meaning: 'HS256 signing secret, at least 32 characters; **required in production**',
  },
  {
    vars: ['JWT_TTL'],
    default: '`3600`',
    meaning: 'token lifetime in seconds',
  },
  {
    vars: ['PASSWORD_HASH_MEMORY_KIB'],
    default: '`65536`',
    meaning: 'argon2id memory of new password hashes, in KiB (1024 at least; production refuses less than 19456)',
  },
  {
    vars: ['PASSWORD_HASH_TIME_COST'],
    default: '`3`',
    meaning: 'argon2id passes of new password hashes (production refuses fewer than 2)',
  },
  {
    vars: ['PASSWORD_HASH_PARALLELISM'],
    default: '`4`',
    meaning:
      'argon2id lanes of new password hashes; a stored hash keeps the cost it was made with, so changing these three never locks anyone out',
  },
  {
    vars: ['API_KEY_SECRET'],
    default: 'derived from `JWT_SECRET`',
    meaning:
      'at least 32 characters: the HMAC-SHA256 key API key secrets are stored under (the database holds only that hash). Set it in production so that rotating `JWT_SECRET` does not invalidate every API key; changing it invalidates them all',
  },
  {
    vars: ['API_KEY_RATE_POINTS', 'API_KEY_RATE_DURATION'],
    default: '`600` / `60`',
    meaning:
      'requests one API key may make per window (seconds), counted where the other limits are (`REDIS_URL` or memory); answers to keyed requests carry `RateLimit-Policy` / `RateLimit`, a spent budget answers 429 with `Retry-After` — see [API keys](api.md#api-keys-and-the-api-reference)',
  },
  {
    vars: ['NODE_ENV'],
    default: '`development`',
    meaning: '`development`, `test` or `production` (production: no demo data, secrets required)',
  },
  {
    vars: ['SEED_DEMO'],
    default: '`true` outside production',
    meaning: 'seed the demo data set into an empty database (refused in production)',
  },
  {
    vars: ['LOG_LEVEL'],
    default: '`info`',
    meaning: 'pino level (`silent` … `trace`)',
  },
  {
    vars: ['CORS_ORIGINS'],
    default: 'empty (CORS off)',
    meaning: 'comma-separated allowed origins',
  },
  {
    vars: ['BODY_LIMIT'],
    default: '`100kb`',
    meaning: 'largest accepted request body',
  },
  {
    vars: ['TRUST_PROXY'],
    default: '`false`',
    meaning:
      'which proxies in front of the app may set `X-Forwarded-For` (express `trust proxy`): `false` none, `true` all, a hop count, or a comma list of addresses, subnets and `loopback`/`linklocal`/`uniquelocal` — see [Sign-in limits, sessions and proxies](#sign-in-limits-sessions-and-proxies)',
  },
  {
    vars: ['LOGIN_RATE_PAIR_POINTS'],
    default: '`5`',
    meaning: 'failed logins of one account from one IP per window; then that pair only gets 429 with `Retry-After`',
  },
  {
    vars: ['LOGIN_RATE_IP_POINTS'],
    default: '`20`',
    meaning: 'failed logins from one IP, any accounts, per window; then that IP gets 429 (successful logins never count)',
  },
  {
    vars: ['LOGIN_RATE_ACCOUNT_POINTS', 'LOGIN_RATE_MAX_DELAY_MS'],
    default: '`5` / `3000`',
    meaning:
      'failed logins of one account from all IPs per window before its answers are slowed down (250 ms, doubling per further failure, at most `LOGIN_RATE_MAX_DELAY_MS`; `0` turns the delay off); an account is never locked',
  },
  {
    vars: ['LOGIN_RATE_DURATION'],
    default: '`900`',
    meaning: 'window of the login counters, in seconds',
  },
  {
    vars: ['REGISTER_RATE_IP_POINTS', 'REGISTER_RATE_DURATION'],
    default: '`10` / `3600`',
    meaning: 'sign-ups (GraphQL `register`) per IP, window in seconds (then 429 / `TOO_MANY_REQUESTS` with `retryAfter`)',
  },
  {
    vars: ['GRAPHQL_MAX_DEPTH', 'GRAPHQL_MAX_COMPLEXITY'],
    default: '`8` / `5000`',
    meaning:
      'GraphQL guards: nesting depth, and the cost budget of one operation — a list or page costs its effective page size (its `limit`, default 10, at most 50) × its children + 1 for its count; password hashing, outbound fetches, mail and the country dictionary cost what they do (`server/src/graphql/costs.ts`). Over it: 400 `QUERY_TOO_COMPLEX`',
  },
  {
    vars: ['GRAPHQL_MAX_TOKENS'],
    default: '`4000`',
    meaning: 'tokens a GraphQL document may have; parsing stops there (400 `GRAPHQL_PARSE_FAILED`)',
  },
  {
    vars: ['GRAPHQL_MAX_ROOT_FIELDS', 'GRAPHQL_MAX_ALIASES'],
    default: '`20` / `30`',
    meaning:
      'root fields and aliases per operation, fragments expanded (400 `TOO_MANY_ROOT_FIELDS` / `TOO_MANY_ALIASES`). Always at most one sign-up mutation (`register`, `demoRegister`, `demoRegisterWithProvider`, `loginWithProvider`) per request (400 `ONE_SIGN_UP_PER_REQUEST`)',
  },
  {
    vars: ['GRAPHQL_TIMEOUT_MS'],
    default: '`10000`',
    meaning:
      "deadline of one GraphQL operation (also the ones behind `/api` and server-rendered pages): after it no resolver starts, a query's pending ones are abandoned, and the answer is 503 `OPERATION_TIMEOUT`",
  },
  {
    vars: ['GRAPHQL_MAX_RESPONSE_BYTES'],
    default: '`1048576`',
    meaning: 'largest GraphQL result; a larger one is answered 400 `RESPONSE_TOO_LARGE`',
  },
  {
    vars: ['GRAPHQL_MAX_CONCURRENT_PER_IP'],
    default: '`8`',
    meaning:
      "`/graphql` requests in progress at once per client address; more get 429 `TOO_MANY_REQUESTS` with `Retry-After` (behind a proxy, set `TRUST_PROXY` or every visitor shares the proxy's address). Requests with an API key count against the key instead",
  },
  {
    vars: ['GRAPHQL_MAX_CONCURRENT_PER_KEY'],
    default: '`8`',
    meaning: '`/graphql` requests in progress at once per API key, from any address; more get 429 `TOO_MANY_REQUESTS` with `Retry-After`',
  },
  {
    vars: ['GRAPHQL_INTROSPECTION'],
    default: '`true` outside production, `false` in production',
    meaning:
      'schema introspection, the `/graphql` explorer and "Did you mean …" hints in error messages; when off, `GET /graphql` in a browser says how to turn it on',
  },
  {
    vars: ['PUBLIC_URL'],
    default: '`http://localhost:PORT`',
    meaning:
      'URL printed at boot; when set, also the base of links in mail for a gate without a `siteUrl` of its own (the demo gates; a non-default gate gets its own host in it), see [Gates](architecture.md#gates)',
  },
  {
    vars: ['CLIENT_DIST'],
    default: '`client/dist`',
    meaning: 'built client served at `/`',
  },
  {
    vars: ['CLIENT_SSR_ENTRY'],
    default: '`client/dist-ssr/entry-server.cjs`',
    meaning: 'server renderer of the public pages (built by `npm run build`); missing: pages are drawn in the browser only',
  },
  {
    vars: ['REDIS_URL'],
    default: 'unset',
    meaning:
      'Redis URL: the rate-limit counters (login, sign-up, account mails, demo) are kept there and shared by every process (unset: in process memory; while Redis is unreachable each process counts in its memory, logs one warning and shows `redis_up 0` on `/metrics`)',
  },
  {
    vars: ['REDIS_KEY_PREFIX'],
    default: '`trafficgate`',
    meaning: "prefix of this deployment's Redis keys",
  },
  {
    vars: ['SMTP_URL'],
    default: 'unset',
    meaning:
      'SMTP server for outgoing mail (`smtp://user:pass@host:587`, `smtps://…:465`); unset → each message is written as an `.eml` file into `DATA_DIR/outbox` and logged',
  },
  {
    vars: ['MAIL_FROM'],
    default: "the gate's support e-mail",
    meaning:
      "sender address (a bare address); the display name is always the gate's site name, replies go to the gate's support e-mail. Links in mail use the gate's `siteUrl`; a gate without one (the demo gates) uses `PUBLIC_URL`, else the request's own host when the gate owns it ([Gates](architecture.md#gates))",
  },
  {
    vars: ['ACCOUNT_RATE_IP_POINTS', 'ACCOUNT_RATE_EMAIL_POINTS', 'ACCOUNT_RATE_DURATION'],
    default: '`10` / `3` / `3600`',
    meaning: 'password-reset requests and verification resends per IP and per e-mail address, window in seconds (then 429)',
  },
  {
    vars: ['DEMO_PACKAGE_CODE'],
    default: '`demo`',
    meaning: 'code of the free package a demo sign-up receives',
  },
  {
    vars: ['DEMO_FETCH_ALLOW_PRIVATE'],
    default: '`false`',
    meaning: 'let the demo URL check fetch loopback, private and link-local addresses (tests only; refused in production)',
  },
  {
    vars: ['DEMO_FETCH_TIMEOUT_MS', 'DEMO_FETCH_MAX_BYTES'],
    default: '`5000` / `1048576`',
    meaning: 'deadline of the demo URL check (redirects included, at most 3) and the most bytes of the page it reads',
  },
  {
    vars: ['DEMO_RATE_IP_POINTS', 'DEMO_RATE_DURATION'],
    default: '`30` / `3600`',
    meaning: 'demo URL checks and demo sign-ups per IP, window in seconds (then 429)',
  },
  {
    vars: ['GOOGLE_CLIENT_ID'],
    default: 'unset (Google sign-in answers 501)',
    meaning: 'OAuth client id(s), comma-separated: the accepted audiences of Google ID tokens',
  },
  {
    vars: ['GOOGLE_JWKS_URL'],
    default: '`https://www.googleapis.com/oauth2/v3/certs`',
    meaning: 'key set Google ID tokens are verified against',
  },
  {
    vars: ['FACEBOOK_APP_ID', 'FACEBOOK_APP_SECRET'],
    default: 'unset (Facebook sign-in answers 501)',
    meaning: 'the Facebook app; set both. Access tokens must belong to this app (`debug_token`), `/me` is called with `appsecret_proof`',
  },
  {
    vars: ['FACEBOOK_GRAPH_URL'],
    default: '`https://graph.facebook.com`',
    meaning: 'Graph API base URL (may include a version, e.g. `…/v19.0`)',
  },
  {
    vars: ['DEFAULT_GATE_HOST'],
    default: '`localhost`',
    meaning:
      'host of the default gate created at first boot when the database has no gate (see [Production first run](running.md#production-first-run)); it also serves every host no other gate claims',
  },
  {
    vars: ['DEFAULT_GATE_NAME'],
    default: '`Trafficgate`',
    meaning: 'site name of that gate',
  },
  {
    vars: ['DEFAULT_GATE_URL'],
    default: '`PUBLIC_URL`, else `https://DEFAULT_GATE_HOST` (`http://localhost:PORT` for `localhost`)',
    meaning: "the gate's site URL (links in mail)",
  },
  {
    vars: ['SUPPORT_EMAIL'],
    default: '`MAIL_FROM`, else `support@DEFAULT_GATE_HOST` (`support@example.com` for a host without a dot)',
    meaning: "the gate's support e-mail (shown on the site, reply-to of mail)",
  },
  {
    vars: ['METRICS_TOKEN'],
    default: 'unset (open)',
    meaning:
      'at least 16 characters: `GET /metrics` then needs `Authorization: Bearer <token>` (401 otherwise); `/healthz` and `/readyz` stay open',
  },
  {
    vars: ['CARD_PROVIDER'],
    default: '`nmi` when `NMI_SECURITY_KEY` is set, `hosted` when `CARD_PROVIDER_URL` is set, else `sandbox` (`none` in production)',
    meaning:
      "which adapter takes the gate's `card` method: `nmi`, `hosted`, `sandbox` (never in production) or `none` ([payments.md](payments.md#which-adapter-takes-the-card)); production refuses to start when an enabled gate offers card, no adapter takes it and `CARD_PROVIDER` is unset",
  },
  {
    vars: ['CARD_PROVIDER_URL'],
    default: 'unset',
    meaning: 'the hosted payment page of the `hosted` adapter, which speaks our generic signed postbacks',
  },
  {
    vars: ['CARD_WEBHOOK_SECRET'],
    default: 'generated into `DATA_DIR/secrets` in development',
    meaning:
      "HMAC-SHA256 key of the `hosted` adapter's notifications to `POST /api/payment/postback/card` (`X-Signature: sha256=<hex>`); **required in production** with that adapter",
  },
  {
    vars: ['NMI_SECURITY_KEY', 'NMI_TOKENIZATION_KEY', 'NMI_WEBHOOK_SIGNING_KEY'],
    default: 'unset',
    meaning:
      "NMI's private API key (server-to-server calls), public tokenization key (Collect.js in the card form) and webhook signing key (`Webhook-Signature`); all three required when `CARD_PROVIDER=nmi` ([payments.md](payments.md#setting-up-nmi))",
  },
  {
    vars: ['NMI_API_URL'],
    default: '`https://secure.nmi.com`',
    meaning:
      "base URL of NMI's Payment API (`/api/transact.php`) and Query API (`/api/query.php`); a reseller's gateway host, or a local fake in tests",
  },
  {
    vars: ['NMI_COLLECT_JS_URL'],
    default: '`<NMI_API_URL>/token/Collect.js`',
    meaning: 'where the card form loads Collect.js from; its origin is added to the Content-Security-Policy',
  },
  {
    vars: ['NMI_GATEWAY_JS_URL'],
    default: '`<NMI_API_URL>/js/v1/Gateway.js`',
    meaning: "where the card form loads NMI's Gateway.js for 3-D Secure, on gates that ask for it",
  },
  {
    vars: ['NMI_TIMEOUT_MS'],
    default: '`30000`',
    meaning: 'how long one call to NMI may take; a charge whose answer did not come is looked up by its orderid before the next attempt',
  },
  {
    vars: ['PAYPAL_API_URL'],
    default: '`https://api-m.sandbox.paypal.com`',
    meaning: 'PayPal REST API base (use `https://api-m.paypal.com` live)',
  },
  {
    vars: ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET'],
    default: 'unset (PayPal off)',
    meaning: "the PayPal app's credentials; set both. PayPal is still offered only on gates whose `paymentMethods` list it",
  },
  {
    vars: ['PAYPAL_WEBHOOK_ID'],
    default: 'unset',
    meaning: "the PayPal webhook's id, used to verify webhook signatures through PayPal",
  },
  {
    vars: ['DELIVERY_API_URL', 'DELIVERY_API_KEY'],
    default: 'unset',
    meaning: "the traffic-delivery partner's API; unset: a project's campaign status is derived from its own state",
  },
  {
    vars: ['DELIVERY_TIMEOUT_MS'],
    default: '`5000`',
    meaning: 'deadline of one call to the delivery partner (then the status is `unknown`)',
  },
  {
    vars: ['DELIVERY_WEBHOOK_SECRET'],
    default: 'generated into `DATA_DIR/secrets` in development; unset in production: reports answered 503',
    meaning:
      "HMAC-SHA256 key of the partner's reports to `POST /api/delivery/reports` (`X-Signature: sha256=<hex>`; see [Delivery reports](api.md#delivery-reports))",
  },
  {
    vars: ['DELIVERY_OFF_TARGET_POINTS'],
    default: '`15`',
    meaning:
      'a project is off target when a delivered share is more than this many points from its order ([targeting.md](targeting.md#off-target))',
  },
  {
    vars: ['DELIVERY_OFF_TARGET_MIN_VISITS'],
    default: '`100`',
    meaning: 'visits of the newest settings version in the window before a project is judged off target',
  },
  {
    vars: ['DELIVERY_VISIT_RETENTION_DAYS'],
    default: '`400`',
    meaning:
      'per-visit delivery rows older than this are dropped a month (partition) at a time by the daily `delivery.partitions` job; the daily counters behind statistics are kept — see [docs/operations.md](operations.md#partitions)',
  },
  {
    vars: ['RUN_WORKER'],
    default: '`true`',
    meaning: "run the job queue's worker inside the web process (`npm run worker` runs workers only)",
  },
  {
    vars: ['WEB_CONCURRENCY'],
    default: '`1`',
    meaning:
      'web processes sharing the port through `node:cluster` (needs `DATABASE_URL`); the primary restarts a dead one with backoff and drains all on SIGTERM — see [docs/operations.md](operations.md)',
  },
  {
    vars: ['WEB_SPARE_PROCESSES'],
    default: '`1`',
    meaning: 'with `WEB_CONCURRENCY` > 1: booted web processes kept waiting to take over from a dead one at once',
  },
  {
    vars: ['CAMPAIGN_RATE_PER_SECOND'],
    default: '`10`',
    meaning: 'e-mail campaigns: at most this many messages per second per campaign (one sender holds a campaign at a time)',
  },
  {
    vars: ['CAMPAIGN_CONCURRENCY'],
    default: '`4`',
    meaning:
      "campaign messages of one sender in the mail server's hands at once; a campaign run keeps that many SMTP connections open and reuses them (`maxConnections` in `SMTP_URL`'s query overrides), and claims that many recipients per statement",
  },
  {
    vars: ['CAMPAIGN_BATCH_SIZE'],
    default: '`500`',
    meaning: 'recipients read per page (keyset by user id: memory stays flat whatever the audience)',
  },
  {
    vars: ['CAMPAIGN_LEASE_SECONDS'],
    default: '`120`',
    meaning:
      "how long a sender holds a campaign without renewing; a campaign whose sender died goes on after this. Keep it above the mail server's slowest answer",
  },
  {
    vars: ['CAMPAIGN_MAX_ATTEMPTS'],
    default: '`5`',
    meaning: 'hand-overs of one campaign message before it stays `failed`',
  },
  {
    vars: ['CAMPAIGN_RETRY_DELAY_SECONDS'],
    default: '`60`',
    meaning: 'backoff before a refused campaign message is tried again, doubling with each attempt',
  },
  {
    vars: ['WEBHOOK_ALLOW_CIDRS'],
    default: 'empty',
    meaning:
      "webhook endpoints: address ranges (comma list of CIDRs, e.g. `10.0.0.0/8`) exempted from the rule that an endpoint's host must resolve to public addresses only — for self-hosted receivers; see [docs/webhooks.md](webhooks.md)",
  },
  {
    vars: ['WEBHOOK_TIMEOUT_MS'],
    default: '`10000`',
    meaning: 'a delivery succeeds when a 2xx answer arrives within this',
  },
  {
    vars: ['WEBHOOK_RETRY_SCHEDULE'],
    default: '`5,300,1800,7200,18000,36000,36000,50400,50400,57600,57600`',
    meaning:
      "seconds before each automatic retry of a failed delivery (±10 % jitter): 12 attempts over about 3.6 days, the last one after 3 days even with the jitter, so a dead endpoint is disabled (`WEBHOOK_DISABLE_AFTER_SECONDS`) by one event's retries",
  },
  {
    vars: ['WEBHOOK_DISABLE_AFTER_SECONDS'],
    default: '`259200` (3 days)',
    meaning: 'an endpoint whose every delivery failed for this long is disabled and its owner e-mailed',
  },
  {
    vars: ['WEBHOOK_BALANCE_LOW_UNITS'],
    default: '`1`',
    meaning: '`balance.low` is sent when a spend takes a balance from above this to this or less',
  },
  {
    vars: ['WORKER_NICE'],
    default: '`0`',
    meaning:
      "CPU priority (nice, 0–19) an `npm run worker` process sets on itself, so its jobs yield to web processes on the same machine; 19 kept the API's p99 at its idle value while a campaign sent 883 messages/s (BENCHMARKS.md)",
  },
];
