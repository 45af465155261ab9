import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './errors';
import { seededRandom } from '../shared/calc/seeded-random';

/** Faults injected into requests, drawn from a seeded PRNG so that a run can be repeated. */
export interface ChaosOptions {
  seed?: number;
  /** Delay before handling, drawn uniformly from [min, max] ms. */
  latencyMs?: [number, number];
  /** 500/502/503 before handling; nothing is committed. */
  errorRate?: number;
  /** 429 with Retry-After before handling; nothing is committed. */
  throttleRate?: number;
  retryAfterSeconds?: number;
  /** The socket is destroyed before handling; nothing is committed. */
  dropRate?: number;
  /**
   * POST/PATCH answered 2xx only: the write is committed, then the socket is destroyed instead of
   * answering. A refused write (4xx) is answered as usual: nothing was committed.
   */
  lostResponseRate?: number;
  /**
   * The first N POST/PATCH writes answered 2xx lose their response the same way, whatever the
   * PRNG draws; later ones are answered (unless `lostResponseRate` picks them).
   */
  lostResponseCount?: number;
  /**
   * The server's clock runs this many ms ahead (negative: behind), for updatedAt and the Date
   * header alike; a running server can step it (`RunningServer.setClockSkew`), as NTP does.
   */
  clockSkewMs?: number;
}

const specKeys: Record<string, (o: ChaosOptions, v: string) => void> = {
  seed: (o, v) => (o.seed = integer(v, 'seed')),
  latency: (o, v) => {
    const parts = v.split('-').map((p) => integer(p, 'latency'));
    const [min, max] = [parts[0] ?? 0, parts[1] ?? parts[0] ?? 0];
    if (parts.length > 2 || max < min) throw new Error(`latency must be MS or MIN-MAX, got "${v}"`);
    o.latencyMs = [min, max];
  },
  error: (o, v) => (o.errorRate = rate(v, 'error')),
  throttle: (o, v) => (o.throttleRate = rate(v, 'throttle')),
  'retry-after': (o, v) => (o.retryAfterSeconds = integer(v, 'retry-after')),
  drop: (o, v) => (o.dropRate = rate(v, 'drop')),
  lost: (o, v) => (o.lostResponseRate = rate(v, 'lost')),
  'lost-count': (o, v) => (o.lostResponseCount = integer(v, 'lost-count')),
  skew: (o, v) => {
    if (!/^-?\d+$/.test(v.trim()))
      throw new Error(`skew must be whole ms (may be negative), got "${v}"`);
    o.clockSkewMs = Number(v);
  },
};

function integer(v: string, name: string): number {
  if (!/^\d+$/.test(v.trim())) throw new Error(`${name} must be a whole number >= 0, got "${v}"`);
  return Number(v);
}

function rate(v: string, name: string): number {
  const n = Number(v);
  if (v.trim() === '' || !Number.isFinite(n) || n < 0 || n > 1) {
    throw new Error(`${name} must be a rate between 0 and 1, got "${v}"`);
  }
  return n;
}

/**
 * Parses `seed=42,latency=0-30,error=0.05,throttle=0.03,retry-after=1,drop=0.02,lost=0.02`
 * (and `lost-count=N`, `skew=MS`).
 */
export function parseChaosSpec(spec: string): ChaosOptions {
  const options: ChaosOptions = {};
  for (const part of spec
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [key = '', value] = part.split('=', 2).map((s) => s.trim());
    const apply = specKeys[key];
    if (!apply || value === undefined) {
      throw new Error(
        `unknown chaos setting "${part}"; known: ${Object.keys(specKeys).join(', ')} (key=value)`,
      );
    }
    apply(options, value);
  }
  return options;
}

declare module 'fastify' {
  interface FastifyRequest {
    chaosLostResponse: boolean;
  }
}

function destroyConnection(request: FastifyRequest, reply: FastifyReply): void {
  reply.hijack();
  request.raw.socket.destroy();
}

/** Registers the fault hooks; call before auth so that faults hit every request alike. */
export function installChaos(app: FastifyInstance, options: ChaosOptions): void {
  const random = seededRandom(options.seed ?? 1);
  const [minLatency, maxLatency] = options.latencyMs ?? [0, 0];
  let lostLeft = options.lostResponseCount ?? 0;
  app.decorateRequest('chaosLostResponse', false);

  app.addHook('onRequest', async (request, reply) => {
    // Draw every value on every request, so that one request's fate never shifts the next one's.
    const latency = minLatency + Math.floor(random() * (maxLatency - minLatency + 1));
    const [drop, error, throttle, lost, which] = [random(), random(), random(), random(), random()];
    if (latency > 0) await new Promise((resolve) => setTimeout(resolve, latency));
    if (drop < (options.dropRate ?? 0)) return destroyConnection(request, reply);
    if (error < (options.errorRate ?? 0)) {
      const status = [500, 502, 503][Math.floor(which * 3)] as number;
      return reply
        .code(status)
        .send(
          errorBody(
            status === 500 ? 'internal' : 'unavailable',
            `Injected fault (chaos): HTTP ${status}.`,
          ),
        );
    }
    if (throttle < (options.throttleRate ?? 0)) {
      const retryAfter = options.retryAfterSeconds ?? 1;
      return reply
        .code(429)
        .header('Retry-After', String(retryAfter))
        .send(errorBody('rate_limited', `Too many requests; retry after ${retryAfter} s.`));
    }
    const isWrite = request.method === 'POST' || request.method === 'PATCH';
    request.chaosLostResponse = isWrite && lost < (options.lostResponseRate ?? 0);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const isWrite = request.method === 'POST' || request.method === 'PATCH';
    if (!isWrite || reply.statusCode < 200 || reply.statusCode >= 300) return payload;
    if (lostLeft > 0) {
      lostLeft--;
      destroyConnection(request, reply);
    } else if (request.chaosLostResponse) destroyConnection(request, reply);
    return payload;
  });
}
