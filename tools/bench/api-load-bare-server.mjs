// The API load bench's yardstick: a bare node:http server that answers every request with one fixed
// answer (the call's own, as the API sent it: status, type, encoding and the bytes on the wire), so the
// same autocannon run against it says what this machine does per request without Fastify, hooks or SQL.
//   node tools/bench/api-load-bare-server.mjs <answer.json>   (prints "listening <port>" once it listens)
// <answer.json>: { status, headers, bodyBase64 }. Its own process, like the API's, so neither shares a core
// with autocannon's event loop.
import fs from 'node:fs';
import http from 'node:http';

const answerFile = process.argv[2];
if (!answerFile) throw new Error('usage: node tools/bench/api-load-bare-server.mjs <answer.json>');
const answer = JSON.parse(fs.readFileSync(answerFile, 'utf8'));
const body = Buffer.from(answer.bodyBase64, 'base64');
const headers = { ...answer.headers, 'content-length': String(body.length) };

const server = http.createServer((request, response) => {
  // Read whatever the request carries, as any server must, then answer.
  request.resume();
  response.writeHead(answer.status, headers);
  response.end(body);
});
server.listen(0, '127.0.0.1', () => console.log(`listening ${server.address().port}`));
process.once('SIGTERM', () => process.exit(0));
