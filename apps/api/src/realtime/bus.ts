import { Redis } from 'ioredis';

export type BusHandler = (message: unknown) => void;

/**
 * Publish/subscribe between the sockets of every instance. Messages are JSON values; a handler sees
 * a copy (as it would through Redis), never the publisher's object.
 */
export interface Bus {
  publish(channel: string, message: unknown): Promise<void>;
  /** Resolves once the subscription is in place; the returned function removes it. */
  subscribe(channel: string, handler: BusHandler): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** One process: handlers are called on the next tick, like deliveries from Redis. */
export function createMemoryBus(): Bus {
  const channels = new Map<string, Set<BusHandler>>();
  return {
    async publish(channel, message) {
      const handlers = channels.get(channel);
      if (!handlers || handlers.size === 0) return;
      const text = JSON.stringify(message);
      for (const handler of [...handlers]) setImmediate(() => handler(JSON.parse(text)));
    },
    async subscribe(channel, handler) {
      let handlers = channels.get(channel);
      if (!handlers) channels.set(channel, (handlers = new Set()));
      handlers.add(handler);
      return async () => {
        handlers.delete(handler);
        if (handlers.size === 0) channels.delete(channel);
      };
    },
    async close() {
      channels.clear();
    },
  };
}

interface RedisChannel {
  handlers: Set<BusHandler>;
  ready: Promise<unknown>;
}

/**
 * Redis pub/sub: one connection publishes, one subscribes (a subscribed connection can do nothing
 * else). Channels carry the configured key prefix, so test runs and deployments sharing a Redis stay
 * apart. A channel is subscribed while at least one local handler listens to it.
 */
export function createRedisBus(url: string, prefix: string, onError: (error: unknown) => void): Bus {
  const options = { maxRetriesPerRequest: 2, enableOfflineQueue: true };
  const publisher = new Redis(url, options);
  const subscriber = new Redis(url, options);
  publisher.on('error', onError);
  subscriber.on('error', onError);
  const channels = new Map<string, RedisChannel>();
  const full = (channel: string) => `${prefix}rt:${channel}`;

  subscriber.on('message', (name: string, text: string) => {
    const entry = channels.get(name);
    if (!entry) return;
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch (error) {
      onError(error);
      return;
    }
    for (const handler of [...entry.handlers]) handler(message);
  });

  return {
    async publish(channel, message) {
      await publisher.publish(full(channel), JSON.stringify(message));
    },
    async subscribe(channel, handler) {
      const name = full(channel);
      let entry = channels.get(name);
      if (!entry) {
        entry = { handlers: new Set(), ready: subscriber.subscribe(name) };
        channels.set(name, entry);
      }
      entry.handlers.add(handler);
      await entry.ready;
      const current = entry;
      return async () => {
        current.handlers.delete(handler);
        if (current.handlers.size === 0 && channels.get(name) === current) {
          channels.delete(name);
          await subscriber.unsubscribe(name).catch(onError);
        }
      };
    },
    async close() {
      channels.clear();
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}

/** Redis pub/sub when the config names a Redis, the in-process bus otherwise. */
export function createBus(
  config: { redisUrl?: string; redisPrefix: string },
  log: { error(obj: object, msg: string): void },
): Bus {
  return config.redisUrl
    ? createRedisBus(config.redisUrl, config.redisPrefix, (err) => log.error({ err }, 'realtime bus'))
    : createMemoryBus();
}
