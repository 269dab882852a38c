// An HTTPS proxy speaking HTTP/2 to the browser and HTTP/1.1 to the server, as the TLS-terminating
// load balancer in front of production does (docs/architecture.md, "Running"): `lighthouse.mjs --via h2`
// measures the pages the way a student's browser meets them there, every script of a page over one
// multiplexed connection instead of HTTP/1.1's six. The certificate is self-signed for 127.0.0.1,
// made with Debian's openssl in `dir` (the browser is told to accept it).
import { execFileSync } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import net from 'node:net';
import { join } from 'node:path';

/** Headers that belong to one hop of HTTP/1.1 and must not cross into HTTP/2 (RFC 9113, 8.2.2). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'http2-settings',
]);

function selfSignedCertificate(dir) {
  const key = join(dir, 'proxy-key.pem');
  const cert = join(dir, 'proxy-cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  return { key: readFileSync(key), cert: readFileSync(cert) };
}

/**
 * Starts the proxy for `upstream` (http://host:port) on a free port of 127.0.0.1; resolves with its
 * https URL and a `close()`. HTTP/1.1 clients (the notification socket's upgrade) are passed through.
 */
export async function startH2Proxy(upstream, dir) {
  const target = new URL(upstream);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const server = http2.createSecureServer({ ...selfSignedCertificate(dir), allowHTTP1: true }, (req, res) => {
    const headers = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (!name.startsWith(':') && !HOP_BY_HOP.has(name)) headers[name] = value;
    }
    headers.host = target.host;
    headers['x-forwarded-proto'] = 'https';
    const forwarded = http.request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers, agent },
      (answer) => {
        const out = {};
        for (const [name, value] of Object.entries(answer.headers)) {
          if (!HOP_BY_HOP.has(name) && value !== undefined) out[name] = value;
        }
        res.writeHead(answer.statusCode ?? 502, out);
        answer.pipe(res);
      },
    );
    forwarded.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(forwarded);
  });
  // The notification socket: an HTTP/1.1 upgrade, relayed byte for byte.
  server.on('upgrade', (req, socket, head) => {
    const lines = [`${req.method} ${req.url} HTTP/1.1`];
    for (let i = 0; i < req.rawHeaders.length; i += 2) {
      const name = req.rawHeaders[i];
      lines.push(`${name}: ${name.toLowerCase() === 'host' ? target.host : req.rawHeaders[i + 1]}`);
    }
    const up = net.connect(Number(target.port), target.hostname, () => {
      up.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) up.write(head);
      socket.pipe(up).pipe(socket);
    });
    const drop = () => {
      socket.destroy();
      up.destroy();
    };
    up.on('error', drop);
    socket.on('error', drop);
  });
  // Open connections, so that close() need not wait for the browser to drop them.
  const connections = new Set();
  server.on('secureConnection', (socket) => {
    connections.add(socket);
    socket.on('close', () => connections.delete(socket));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `https://127.0.0.1:${port}`,
    close: async () => {
      agent.destroy();
      const closed = once(server, 'close');
      server.close();
      for (const socket of connections) socket.destroy();
      await closed;
    },
  };
}
