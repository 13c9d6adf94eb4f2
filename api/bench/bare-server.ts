// A bare Fastify route, the baseline the benchmark compares the API with.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ availableAppointment: true }));
app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' }).then(
  () => undefined,
  (error: unknown) => {
    process.stderr.write(`${String(error)}\n`);
    process.exit(1);
  },
);
