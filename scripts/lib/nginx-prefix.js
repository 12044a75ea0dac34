// @ts-check
// The committed nginx configuration (deploy/nginx) installed into a folder of its own, as Debian's
// nginx.conf would include it, for nginx run with `-p <folder>`: the topology test's load balancer
// and the access-log check (scripts/deploy). Never the system's nginx, its logs or port 80.
const fs = require('node:fs');
const path = require('node:path');

const deployDir = path.join(__dirname, '..', '..', 'deploy', 'nginx');
/** The site's committed nginx file (its upstreams and locations). */
const siteConf = path.join(deployDir, 'digital-harbor.conf');

/**
 * Fills the ${NAME} placeholders of a committed nginx file; fails on any it was not given.
 * @param {string} file
 * @param {Record<string, string>} values
 */
function fillTemplate(file, values) {
  const text = fs.readFileSync(file, 'utf8').replace(/\$\{(\w+)\}/g, (placeholder, /** @type {string} */ name) => values[name] ?? placeholder);
  const missing = /\$\{\w+\}/.exec(text);
  if (missing) throw new Error(`${file}: no value for ${missing[0]}`);
  return text;
}

/**
 * Writes `dir`/nginx.conf (in the foreground, its own pid and temporary files, `httpLines` in its
 * `http` block before the site's file) with digital-harbor.conf filled with `values` and its snippet.
 * @param {{ dir: string, values: Record<string, string>, httpLines: string[], workerConnections: number }} options
 * @returns {string} the nginx.conf written
 */
function writeNginxPrefix({ dir, values, httpLines, workerConnections }) {
  fs.mkdirSync(path.join(dir, 'snippets'), { recursive: true });
  fs.copyFileSync(path.join(deployDir, 'digital-harbor-remote.conf'), path.join(dir, 'snippets/digital-harbor-remote.conf'));
  fs.writeFileSync(path.join(dir, 'digital-harbor.conf'), fillTemplate(siteConf, values));
  const nginxConf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(
    nginxConf,
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${dir}/nginx.pid;`,
      `events { worker_connections ${workerConnections}; }`,
      'http {',
      ...httpLines.map((line) => `  ${line}`),
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${dir}/${kind}-temp;`),
      '  include digital-harbor.conf;',
      '}',
      '',
    ].join('\n'),
  );
  return nginxConf;
}

/**
 * The passive health check's `fail_timeout` of the committed upstreams, in seconds: how long nginx
 * keeps an instance out of rotation after a failed connect. One value for every upstream server
 * (a release's rolling restart waits on it), or this throws.
 * @param {string} [file] the site's nginx file (the committed one unless given)
 * @returns {number}
 */
function upstreamFailTimeoutSeconds(file = siteConf) {
  const values = new Set([...fs.readFileSync(file, 'utf8').matchAll(/^\s*server\s+\S+.*\bfail_timeout=(\d+)s\b/gm)].map((match) => Number(match[1])));
  if (values.size !== 1) throw new Error(`${file}: expected one fail_timeout (in s) on every upstream server, found ${values.size === 0 ? 'none' : [...values].join(', ')}`);
  return [...values][0];
}

module.exports = { writeNginxPrefix, upstreamFailTimeoutSeconds };
