// The API floor: a bare Fastify route that answers GET / with exactly the bytes of the measured server's
// /homepage/globalConfig response (read from the file given as argv[3]); no plugins, hooks, validation or database.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const [port, bodyFile] = process.argv.slice(2);
const body = readFileSync(bodyFile);
const app = Fastify({ logger: false });
app.get('/', (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
process.once('SIGTERM', () => app.close().then(() => process.exit(0)));
await app.listen({ host: '127.0.0.1', port: Number(port) });
