// The nginx site of a production deployment (an http-context file: Debian's /etc/nginx/sites-available/),
// generated from the same header module as `npm start`'s servers (tools/deployment/response-headers.mjs)
// and the same deployment (deploy/production-deployment.mjs). deploy/nginx-config.mjs writes it.
import path from 'node:path';
import {
  CACHE_CONTROL,
  consoleHeaders,
  documentHeaders,
  IMMUTABLE_PATHS,
  RELEASE_FILE_PATH,
  SOURCE_MAP_PATH,
  sourceMapsServed,
} from '../tools/deployment/response-headers.mjs';
import {
  appUrls,
  DeploymentSettingError,
  productionEnvironment,
  productionPolicy,
  projectOf,
  releasesOf,
  workspaceRoot,
} from './production-deployment.mjs';

/** Far above the API's own limits (which answer first, with their message); only stops absurd bodies. */
const API_BODY_LIMIT = '32m';

/**
 * What nginx answers itself in the API's location (a body over its limit, every API process down) is no
 * API answer: it gets the API's own headers, and the API's answers keep theirs.
 */
const API_OWN_HEADERS = [
  ['X-Content-Type-Options', 'nosniff'],
  ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'"],
];
const nginxName = (header) => header.toLowerCase().replace(/-/g, '_');
const headerVariable = (header) => `$console_api_${nginxName(header)}`;
const documentVariable = (header) => `$console_document_${nginxName(header)}`;

/** A quoted nginx string; `literal` also refuses what nginx would read as a variable or an escape. */
const quote = (value, { literal = false } = {}) => {
  if (/["\n]/.test(value) || (literal && /[$\\]/.test(value))) {
    throw new DeploymentSettingError(`Cannot write ${JSON.stringify(value)} into the nginx configuration`);
  }
  return `"${value}"`;
};
const indent = (lines, depth) => lines.map((line) => (line ? `${'    '.repeat(depth)}${line}` : line));

/** What the console shows when no API answers. */
export const API_UNAVAILABLE_MESSAGE = 'The service is unavailable, please try again later';

/** API_UPSTREAMS: host:port of each API process or host, comma-separated (one port for an API_PROCESSES=N cluster). */
export function readUpstreams(value, name = 'API_UPSTREAMS') {
  const servers = value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  if (!servers.length || servers.some((server) => !/^[A-Za-z0-9.[\]:-]+:\d{1,5}$/.test(server))) {
    throw new DeploymentSettingError(`${name} must be host:port[,host:port…]: '${value}'`);
  }
  return servers;
}

/** Cache-Control by status and path: the patterns of response-headers.mjs, for answers that have a body to keep. */
function cacheControlMap() {
  const kept = IMMUTABLE_PATHS.map((source) => (source.startsWith('^') ? source.slice(1) : `.*${source}`));
  return [
    'map "$status:$uri" $console_cache_control {',
    `    default ${quote(CACHE_CONTROL.revalidate)};`,
    ...kept.map((source) => `    ${quote(`~^(?:200|206|304):${source}`)} ${quote(CACHE_CONTROL.immutable)};`),
    '}',
  ];
}

/**
 * The API's headers for nginx's own answers: each map is empty (so add_header sends nothing) when the
 * upstream answered the header itself, as the API does (a stored image keeps its sandboxed policy).
 */
function apiHeaderMaps() {
  return API_OWN_HEADERS.flatMap(([name, value]) => [
    `map $upstream_http_${nginxName(name)} ${headerVariable(name)} {`,
    `    "" ${quote(value, { literal: true })};`,
    '    default "";',
    '}',
  ]);
}

/** A document's headers (documentHeaders) as variables: the policy on an HTML answer, nothing (no header) on any other. */
function documentHeaderMaps({ policy }) {
  return documentHeaders({ contentSecurityPolicy: policy }).flatMap(([name, value]) => [
    // $uri as answered: a client route and a folder are /index.html by then (try_files, index).
    `map $uri ${documentVariable(name)} {`,
    `    "~\\.html?$" ${quote(value, { literal: true })};`,
    '    default "";',
    '}',
  ]);
}

function staticHeaders({ https }) {
  return [
    ...consoleHeaders({ https }).map(([name, value]) => `add_header ${name} ${quote(value, { literal: true })} always;`),
    ...documentHeaders({ contentSecurityPolicy: '' }).map(([name]) => `add_header ${name} ${documentVariable(name)} always;`),
    'add_header Cache-Control $console_cache_control always;',
  ];
}

function staticLocation({ prefix, dir, headers, spa, serveMaps }) {
  const atRoot = prefix === '/';
  return [
    atRoot ? 'location / {' : `location ^~ ${prefix} {`,
    atRoot ? `    root ${quote(dir, { literal: true })};` : `    alias ${quote(`${dir}/`, { literal: true })};`,
    '    gzip_static on;',
    '    gzip_vary on;',
    ...indent(headers, 1),
    ...(serveMaps ? [] : [`    location ~ ${quote(SOURCE_MAP_PATH)} { return 404; }`]),
    // As `npm start`: a path naming a file is that file or nothing; any other path of the shell is a
    // client route, answered with index.html (no-cache, like every HTML).
    ...(spa ? ['    location ~ "/[^/]+\\.\\w+$" { try_files $uri =404; }', '    try_files $uri /index.html;'] : []),
    '}',
  ];
}

function apiLocation({ prefix, https }) {
  const atRoot = prefix === '/';
  return [
    atRoot ? 'location / {' : `location ^~ ${prefix} {`,
    // The API sends its own headers (apps/api/src/http/security-headers.ts); these only fill in what nginx
    // answers itself here (a 413 over client_max_body_size). The server level has no add_header to lose.
    ...API_OWN_HEADERS.map(([name]) => `    add_header ${name} ${headerVariable(name)} always;`),
    `    proxy_pass http://console_api${atRoot ? '' : '/'};`,
    '    proxy_http_version 1.1;',
    '    proxy_set_header Connection "";',
    '    proxy_set_header Host $host;',
    // Replaced, never appended to: a client's own X-Forwarded-For would otherwise reach the API as if
    // nginx had written it. $remote_addr is the client (or, with NGINX_TRUSTED_PROXIES, the one the load balancer names).
    '    proxy_set_header X-Forwarded-For $remote_addr;',
    // The public scheme, also when TLS ends in front of nginx (the API trusts it from loopback: API_TRUST_PROXY).
    `    proxy_set_header X-Forwarded-Proto ${https ? 'https' : 'http'};`,
    // nginx's id of the request, replacing a client's: the API keeps a trusted proxy's in its log lines and
    // answers it as X-Request-Id (apps/api/src/http/request-id.ts), so both logs name the request alike.
    '    proxy_set_header X-Request-Id $request_id;',
    `    client_max_body_size ${API_BODY_LIMIT};`,
    '    proxy_read_timeout 120s;',
    // Every API process down: a JSON message the console shows, instead of nginx's HTML page.
    '    error_page 502 504 = @console_api_unavailable;',
    '}',
  ];
}

/** The headers the API answers with that the console's own replace on /deployment.json. */
const API_HEADERS_REPLACED = [
  'Cache-Control',
  'Content-Security-Policy',
  'X-Content-Type-Options',
  'Referrer-Policy',
  'Strict-Transport-Security',
  'Access-Control-Allow-Origin',
  'Access-Control-Allow-Credentials',
  'Access-Control-Expose-Headers',
];

function shellLocations({ releasesDir, headers, serveMaps, https }) {
  const releaseFile = serveMaps ? RELEASE_FILE_PATH : RELEASE_FILE_PATH.replace('^/releases/', '^/releases/(?!.*\\.map$)');
  return [
    // Answered by any API host from the release state in the database (apps/api/src/releases), so what
    // the release commands change is served at once, with the console's headers as every shell file.
    'location = /deployment.json {',
    '    proxy_pass http://console_api/deployment.json;',
    '    proxy_http_version 1.1;',
    '    proxy_set_header Connection "";',
    '    proxy_set_header Host $host;',
    '    proxy_set_header X-Forwarded-For $remote_addr;',
    `    proxy_set_header X-Forwarded-Proto ${https ? 'https' : 'http'};`,
    ...API_HEADERS_REPLACED.map((name) => `    proxy_hide_header ${name};`),
    ...indent(headers, 1),
    '}',
    'location /releases/ {',
    ...indent(headers, 1),
    '    return 404;',
    '}',
    `location ~ ${quote(releaseFile)} {`,
    `    alias ${quote(`${releasesDir}/`, { literal: true }).slice(0, -1)}$1";`,
    '    gzip_static on;',
    '    gzip_vary on;',
    ...indent(headers, 1),
    '}',
  ];
}

/** NGINX_TRUSTED_PROXIES (a load balancer's addresses): the client's address is then the one it forwards. */
function realIpLines(value) {
  const proxies = (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  if (proxies.some((proxy) => !/^[0-9A-Fa-f.:]+(?:\/\d{1,3})?$/.test(proxy))) {
    throw new DeploymentSettingError(`NGINX_TRUSTED_PROXIES must be addresses or CIDR ranges, comma-separated: '${value}'`);
  }
  if (!proxies.length) return [];
  return [...proxies.map((proxy) => `set_real_ip_from ${proxy};`), 'real_ip_header X-Forwarded-For;', 'real_ip_recursive on;'];
}

function listenLines({ url, listen, tls }) {
  const https = url.protocol === 'https:';
  const address = listen.address ? `${listen.address}:` : '';
  if (listen.port) return [`listen ${address}${listen.port};`];
  if (!https) return [`listen ${address}${url.port || 80};`];
  if (!tls.certificate || !tls.key) {
    throw new DeploymentSettingError(
      `${url.origin} is https: set TLS_CERTIFICATE and TLS_CERTIFICATE_KEY (nginx ends TLS), or NGINX_LISTEN_PORT (TLS ends in front of nginx)`,
    );
  }
  return [
    `listen ${address}${url.port || 443} ssl http2;`,
    `ssl_certificate ${quote(tls.certificate, { literal: true })};`,
    `ssl_certificate_key ${quote(tls.key, { literal: true })};`,
    'ssl_protocols TLSv1.2 TLSv1.3;',
  ];
}

/**
 * The site's text. `env`: the production environment (deploy/console.env.example lists the variables).
 * @param {NodeJS.ProcessEnv} env
 */
export function nginxSite(env) {
  const productionEnv = productionEnvironment(env);
  const policy = productionPolicy(productionEnv);
  const distDir = path.resolve(workspaceRoot, env.CONSOLE_DIST_DIR || 'dist/apps');
  const releasesDir = releasesOf(productionEnv).releasesDir;
  const serveMaps = sourceMapsServed(env);
  const listen = { address: env.NGINX_LISTEN_ADDRESS?.trim(), port: env.NGINX_LISTEN_PORT?.trim() };
  if (listen.port && !env.NGINX_TRUSTED_PROXIES?.trim()) {
    throw new DeploymentSettingError(
      "NGINX_LISTEN_PORT (a load balancer in front) needs NGINX_TRUSTED_PROXIES (the balancer's addresses): without it every client shares the balancer's address for the sign-in limits",
    );
  }
  const tls = { certificate: env.TLS_CERTIFICATE?.trim(), key: env.TLS_CERTIFICATE_KEY?.trim() };

  // One server per origin; in it one location per app, by path.
  const servers = new Map();
  for (const [name, value] of Object.entries(appUrls(productionEnv))) {
    const url = new URL(value);
    const prefix = url.pathname === '/' ? '/' : `${url.pathname}/`;
    const server = servers.get(url.origin) ?? { url, apps: [] };
    const clash = server.apps.find((app) => app.prefix === prefix);
    if (clash)
      throw new DeploymentSettingError(`${name} and ${clash.name} are both at ${url.origin}${prefix}: give each its own path or origin`);
    server.apps.push({ name, prefix });
    servers.set(url.origin, server);
  }

  const blocks = [...servers.values()].map(({ url, apps }) => {
    const https = url.protocol === 'https:';
    const headers = staticHeaders({ https });
    const locations = apps.flatMap(({ name, prefix }) => {
      if (name === 'api') return apiLocation({ prefix, https });
      const dir = path.join(distDir, projectOf(name));
      if (name !== 'shell') return staticLocation({ prefix, dir, headers, spa: false, serveMaps });
      return [
        ...shellLocations({ releasesDir, headers, serveMaps, https }),
        ...staticLocation({ prefix, dir, headers, spa: true, serveMaps }),
      ];
    });
    const api = apps.some((app) => app.name === 'api');
    return [
      `# ${apps.map((app) => `${app.name} at ${url.origin}${app.prefix}`).join(', ')}`,
      'server {',
      ...indent(listenLines({ url, listen, tls }), 1),
      `    server_name ${url.hostname};`,
      '    server_tokens off;',
      '    charset utf-8;',
      ...indent(realIpLines(env.NGINX_TRUSTED_PROXIES), 1),
      ...indent(locations, 1),
      ...(api
        ? indent(
            [
              'location @console_api_unavailable {',
              '    default_type application/json;',
              ...API_OWN_HEADERS.map(([name, value]) => `    add_header ${name} ${quote(value, { literal: true })} always;`),
              `    return 503 '${JSON.stringify({ message: API_UNAVAILABLE_MESSAGE })}';`,
              '}',
            ],
            1,
          )
        : []),
      '}',
    ];
  });

  // Plain http on :80 only redirects to https, for the names nginx serves with TLS.
  const httpsNames = [...servers.values()].filter(({ url }) => url.protocol === 'https:' && !listen.port).map(({ url }) => url.hostname);
  const redirect = httpsNames.length
    ? [
        'server {',
        `    listen ${listen.address ? `${listen.address}:` : ''}80;`,
        `    server_name ${[...new Set(httpsNames)].join(' ')};`,
        '    server_tokens off;',
        // certbot's http-01 challenges (certbot certonly --webroot -w /var/www/html) keep working.
        '    location /.well-known/acme-challenge/ { root /var/www/html; }',
        '    location / { return 301 https://$host$request_uri; }',
        '}',
      ]
    : [];

  return [
    '# Generated by deploy/nginx-config.mjs from the deployment environment; edit the environment and',
    '# generate again rather than editing this file (the headers must stay those of `npm start`).',
    '',
    `upstream console_api {`,
    // With a balancer (deploy/haproxy-site.mjs), it alone: it checks the hosts of API_UPSTREAMS.
    ...(env.API_BALANCER?.trim()
      ? readUpstreams(env.API_BALANCER, 'API_BALANCER')
      : readUpstreams(env.API_UPSTREAMS || '127.0.0.1:3333')
    ).map((server) => `    server ${server};`),
    '    keepalive 32;',
    '}',
    '',
    ...cacheControlMap(),
    '',
    ...apiHeaderMaps(),
    '',
    ...documentHeaderMaps({ policy }),
    '',
    ...blocks.flatMap((block) => [...block, '']),
    ...redirect,
  ].join('\n');
}
